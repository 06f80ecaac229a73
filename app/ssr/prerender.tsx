// The prerenderer, run as a short-lived process (built by `vite build --ssr` into dist-ssr/): reads the page data
// and where to write from stdin as JSON, renders every prerendered route into the built index.html, and writes
// each page's file atomically (a reader sees the old page or the new one, never half of one). The same file, run
// as a worker thread, renders private pages for their visitors (privatePage.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { shellWithProfile } from '../../shared/appShell';
import * as publicEndpoints from '../../shared/api/publicEndpoints';
import {
  FRAME_ROUTES,
  NOT_FOUND_PAGE,
  PRERENDERED_ROUTES,
  pageFileName,
  type PrerenderData,
  type PrivatePagesWorkerData,
} from '../../shared/prerender';
import { shopOf } from '../../shared/shopProfile';
import { pageDocument } from './document';
import { renderPage } from './renderPage';
import { readBuild } from './buildKit';
import { servePrivatePages } from './privatePage';
import { routeAssets } from './routeAssets';
import { structuredData } from './structuredData';

export interface PrerenderJob {
  distDir: string;
  outDir: string;
  /** The shop's public address, without a trailing slash (canonical and Open Graph URLs). */
  publicUrl: string;
  data: PrerenderData;
  renderedAt: number;
}

/** The pages that list sample songs, and those that show testimonials; every page carries what all show (offers, the free-song setting). */
const SAMPLE_PAGES = new Set(['/', '/home', '/hero', '/sample-songs']);
const TESTIMONIAL_PAGES = new Set(['/', '/home', '/hero', '/free-song']);

const SAMPLES = publicEndpoints.sampleSongs.path;
const TESTIMONIALS = publicEndpoints.testimonials.path;

function pageData(route: string, data: PrerenderData): PrerenderData {
  const { [SAMPLES]: samples, [TESTIMONIALS]: testimonials, ...everyPage } = data;
  return {
    ...everyPage,
    ...(SAMPLE_PAGES.has(route) && samples ? { [SAMPLES]: samples } : {}),
    ...(TESTIMONIAL_PAGES.has(route) && testimonials ? { [TESTIMONIALS]: testimonials } : {}),
  };
}

/** The token a frame is rendered with: no request is made while prerendering, so none is ever looked up. */
const FRAME_TOKEN = 'frame';

/** The address the 404 page is rendered at: one no route matches. */
const NOT_FOUND_LOCATION = '/__no-such-page__';

export async function prerender(job: PrerenderJob): Promise<string[]> {
  const { built, manifest, boot, evaluatedFirst, read, templateStyles, fonts } = readBuild(job.distDir);
  // The shell with the shop's name (the home-screen title, the no-JavaScript line); each page sets its own title.
  const template = shellWithProfile(built, shopOf(job.data[publicEndpoints.config.path]));
  fs.mkdirSync(job.outDir, { recursive: true });
  const written: string[] = [];
  const frames = new Set(Object.values(FRAME_ROUTES));
  for (const route of [...PRERENDERED_ROUTES, ...frames]) {
    const notFound = route === NOT_FOUND_PAGE;
    const frame = frames.has(route);
    const data = pageData(route, job.data);
    // A frame is rendered at an address of its pattern: with nothing fetched, the page shows its loading state.
    const location = notFound ? NOT_FOUND_LOCATION : frame ? route.replace(':token', FRAME_TOKEN) : route;
    const page = await renderPage(location, data, job.renderedAt, { origin: job.publicUrl });
    if (!page.meta) throw new Error(`${route} set no title (usePageMeta)`);
    const canonical = notFound || frame ? undefined : `${job.publicUrl}${route === '/home' ? '/' : route}`;
    const image = `${job.publicUrl}/images/og-image.png`;
    const assets = routeAssets(manifest, route);
    const fresh = (href: string) => !template.includes(`"${href}"`);
    const html = pageDocument({
      template,
      html: page.html,
      title: page.meta.title,
      description: page.meta.description ?? '',
      ...(canonical ? { canonical } : {}),
      image,
      structuredData: frame ? [] : structuredData(route, data, canonical ?? job.publicUrl, image, job.publicUrl),
      stylesheets: [...templateStyles, ...assets.stylesheets.filter(fresh)],
      read,
      fonts,
      boot,
      evaluatedFirst,
      modules: assets.modules.filter(fresh),
      data,
      renderedAt: job.renderedAt,
      frame,
    });
    const file = path.join(job.outDir, pageFileName(route));
    fs.writeFileSync(`${file}.tmp`, html);
    fs.renameSync(`${file}.tmp`, file);
    written.push(file);
  }
  return written;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Run as a worker thread by the server: private pages, one message each.
if (!isMainThread && (workerData as Partial<PrivatePagesWorkerData> | null)?.privatePages && parentPort) {
  servePrivatePages(parentPort, workerData as PrivatePagesWorkerData);
}

// Run as a process: the job on stdin, one line per page written on stdout, the reason on stderr and exit 1 on failure.
if (isMainThread && process.argv[1] && /prerender\.js$/.test(process.argv[1])) {
  readStdin()
    .then((input) => prerender(JSON.parse(input) as PrerenderJob))
    .then((files) => {
      for (const file of files) process.stdout.write(`${file}\n`);
    })
    .catch((err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    });
}
