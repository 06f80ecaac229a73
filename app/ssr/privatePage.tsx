// A private page (an order's, a song's: shared/privatePages.ts) rendered for its visitor, with the answers the
// server read for this request: the page the visitor sees before any script, hydrated as the public pages are. Run
// in a worker thread the server starts on the first such visit and ends once they stop (api/services/pages/
// privatePages.ts), so React stays in the server's memory only while private pages are being asked for.
import type { MessagePort } from 'node:worker_threads';
import { shellWithProfile } from '../../shared/appShell';
import * as publicEndpoints from '../../shared/api/publicEndpoints';
import { filesOf } from '../../shared/buildManifest';
import { ORDER_PART_MODULES } from '../../shared/orderParts';
import {
  FRAME_ROUTES,
  type PrivatePageJob,
  type PrivatePageReply,
  type PrivatePageRequest,
  type PrivatePagesWorkerData,
} from '../../shared/prerender';
import { shopOf } from '../../shared/shopProfile';
import { readBuild } from './buildKit';
import { pageDocument } from './document';
import { renderPage } from './renderPage';
import { routeAssets } from './routeAssets';

const unique = (list: string[]) => [...new Set(list)];

/** Renders private pages into the build in distDir (read once). */
export function privatePageRenderer(distDir: string): (job: PrivatePageJob) => Promise<string> {
  const kit = readBuild(distDir);
  return async (job) => {
    const template = shellWithProfile(kit.built, shopOf(job.data[publicEndpoints.config.path]));
    const page = await renderPage(job.location, job.data, job.renderedAt, { origin: job.origin, queries: job.queries });
    if (!page.meta) throw new Error(`the ${job.kind} page set no title (usePageMeta)`);
    // The page's own files and those of the order's parts it shows: styles inlined, scripts preloaded by the starter.
    const own = routeAssets(kit.manifest, FRAME_ROUTES[job.kind]);
    const parts = filesOf(
      kit.manifest,
      job.parts.map((name) => ORDER_PART_MODULES[name]),
    );
    const fresh = (href: string) => !template.includes(`"${href}"`);
    return pageDocument({
      template,
      html: page.html,
      title: page.meta.title,
      description: page.meta.description ?? '',
      image: `${job.publicUrl}/images/og-image.png`,
      structuredData: [],
      stylesheets: unique([...kit.templateStyles, ...[...own.stylesheets, ...parts.stylesheets].filter(fresh)]),
      read: kit.read,
      fonts: kit.fonts,
      boot: kit.boot,
      evaluatedFirst: kit.evaluatedFirst,
      modules: unique([...own.modules, ...parts.modules]).filter(fresh),
      data: job.data,
      renderedAt: job.renderedAt,
      queries: job.queries,
      origin: job.origin,
    });
  };
}

/** The worker thread's side: each request answered with the page's HTML, or why it could not be rendered. */
export function servePrivatePages(port: MessagePort, data: PrivatePagesWorkerData): void {
  const render = privatePageRenderer(data.distDir);
  port.on('message', (request: PrivatePageRequest) => {
    render(request.job).then(
      (html) => port.postMessage({ id: request.id, html } satisfies PrivatePageReply),
      (err: unknown) =>
        port.postMessage({
          id: request.id,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        } satisfies PrivatePageReply),
    );
  });
}
