// Keeps the prerendered public pages (shared/prerender.ts) in step with the data they show. Rendering React in
// the long-running server would keep the whole app and react-dom/server in its memory, so a short-lived child
// process renders them instead (dist-ssr/prerender.js, about a second): once at start when the data, the build or
// the public address changed, and again after an admin change, coalesced so a burst of edits renders once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderData } from '../../../shared/prerender';

export interface PrerendererDeps {
  distDir: string;
  /** Where the pages are written (DATA_DIR/pages). */
  pagesDir: string;
  publicUrl: string;
  /** The answers the pages start from: the same the public API gives now. */
  gather: () => Promise<PrerenderData>;
  log: (line: string) => void;
  /** Told once the files in pagesDir are new. */
  onRendered: () => void;
  /** Wait this long after a change for more before rendering (ms). */
  settleMs?: number;
  /** How often a long-running server checks whether the pages went stale by themselves (ms; default a day). */
  recheckMs?: number;
  /** The time now (tests move the year). */
  now?: () => Date;
}

/** The renderer built beside the app: dist/ has dist-ssr/. */
export const rendererFor = (distDir: string) => path.join(`${distDir}-ssr`, 'prerender.js');
const STAMP = 'stamp.json';
const DAY_MS = 24 * 3_600_000;

/**
 * What the pages depend on: the data, the build (its index.html and the renderer), the public address, and the
 * year (the footer's "© <year>", in the renderer's local time like the page's own).
 */
function fingerprint(deps: PrerendererDeps, renderer: string, data: PrerenderData): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(data))
    .update(deps.publicUrl)
    .update(String((deps.now?.() ?? new Date()).getFullYear()));
  for (const file of [path.join(deps.distDir, 'index.html'), renderer]) hash.update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** The fingerprint the pages in pagesDir were rendered at, if any. */
function storedFingerprint(pagesDir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(pagesDir, STAMP), 'utf8')) as { fingerprint?: string }).fingerprint;
  } catch {
    return undefined;
  }
}

/** Runs the renderer in a child process with its input on stdin; rejects with the tail of what it printed to stderr. */
function runRenderer(renderer: string, input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [renderer], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the renderer stopped (${code ?? signal}): ${errors.trim() || 'no message'}`)),
    );
    child.stdin.on('error', () => undefined); // a renderer that dies at once reports through its exit
    child.stdin.end(input);
  });
}

export function createPrerenderer(deps: PrerendererDeps) {
  const renderer = rendererFor(deps.distDir);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let warned = false;

  async function render(): Promise<void> {
    if (!fs.existsSync(renderer) || !fs.existsSync(path.join(deps.distDir, 'index.html'))) {
      if (!warned)
        deps.log(`Pages are served unrendered (the app shell): no ${path.relative(process.cwd(), renderer)} — npm run build makes it.`);
      warned = true;
      return;
    }
    const data = await deps.gather();
    const print = fingerprint(deps, renderer, data);
    if (print === storedFingerprint(deps.pagesDir)) return;
    const started = Date.now();
    fs.mkdirSync(deps.pagesDir, { recursive: true });
    await runRenderer(
      renderer,
      JSON.stringify({ distDir: deps.distDir, outDir: deps.pagesDir, publicUrl: deps.publicUrl, data, renderedAt: Date.now() }),
    );
    fs.writeFileSync(path.join(deps.pagesDir, STAMP), JSON.stringify({ fingerprint: print }));
    deps.log(`Pages prerendered in ${Date.now() - started} ms.`);
    deps.onRendered();
  }

  function start(): Promise<void> {
    running = (async () => {
      do {
        again = false;
        try {
          await render();
        } catch (err) {
          deps.log(`Pages were not prerendered: ${err instanceof Error ? err.message : String(err)}`);
        }
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  }

  // A new year changes the pages with no admin change: checked daily (a render runs only if the fingerprint moved).
  const recheck = setInterval(() => prerenderer.changed(), deps.recheckMs ?? DAY_MS);
  recheck.unref();

  const prerenderer = {
    /** Renders now if anything the pages show changed (at start). */
    refresh(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      return start();
    },
    /** Something an admin did may show on the pages: render after the change has settled. */
    changed(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void this.refresh();
      }, deps.settleMs ?? 300);
      timer.unref();
    },
    /** Resolves when no render is waiting or running (tests, shutdown). */
    async idle(): Promise<void> {
      while (timer || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop(): void {
      clearInterval(recheck);
      clearTimeout(timer);
      timer = undefined;
    },
  };
  return prerenderer;
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;
