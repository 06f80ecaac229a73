// The pages a mail leads to, an order's and a song's (shared/privatePages.ts), rendered for their visitor: the
// server reads what the page's first requests would get (the order and its review's state, or the song) and
// renders the page with it, so a phone paints the page itself from the HTML instead of a frame that waits for the
// app's code and data. React renders in a worker thread (dist-ssr/prerender.js, app/ssr/privatePage.tsx), started
// on the first such visit and ended after a quiet spell, so the server keeps React in its memory only while
// private pages are being asked for. Whatever goes wrong (no build, an unknown token, a render that fails or takes
// too long) yields nothing, and the caller sends the page's frame, which loads the page in the browser as before.
import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import path from 'node:path';
import type { SongView } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import { isDelivered, orderPartsOf, type OrderPartName } from '../../../shared/orderParts';
import { orderReviewKey, orderViewKey, songKey, type LoadedSong } from '../../../shared/privatePageQueries';
import type { PrivatePage } from '../../../shared/privatePages';
import type {
  PrerenderData,
  PrivatePageJob,
  PrivatePageReply,
  PrivatePageRequest,
  PrivatePagesWorkerData,
  SeededQuery,
} from '../../../shared/prerender';
import type { OrderReviewState } from '../../../shared/reviews';
import { rendererFor } from './prerender';

export interface PrivatePagesDeps {
  distDir: string;
  publicUrl: string;
  orders: { view(token: string): Promise<OrderView | undefined> };
  orderReviews: { state(token: string): Promise<OrderReviewState> };
  deliveries: { view(token: string): Promise<SongView | undefined> };
  /** The public answers every page starts from. */
  everyPageData: () => Promise<PrerenderData>;
  log: (line: string) => void;
  /** The worker ends after this long without a request (ms; default 5 minutes). */
  idleMs?: number;
  /** A render taking longer is given up, and the frame sent (ms; default 3 s: the first one starts the worker). */
  timeoutMs?: number;
}

export interface PrivatePages {
  /** The page's HTML for this visit, or undefined when the frame should be sent instead. */
  render(page: PrivatePage, location: string, origin: string): Promise<string | undefined>;
  /** Ends the worker (shutdown). */
  stop(): Promise<void>;
}

interface Waiting {
  /** The worker the page was sent to: only its end fails the page. */
  thread: Worker;
  resolve: (html: string) => void;
  reject: (err: Error) => void;
}

/** The worker thread that renders the pages: started when a page is asked for, ended once idle or stuck. */
function renderWorker(renderer: string, deps: PrivatePagesDeps) {
  const idleMs = deps.idleMs ?? 5 * 60_000;
  const timeoutMs = deps.timeoutMs ?? 3000;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  /** Fails the pages waiting on a worker (all of them without one). */
  const failAll = (err: Error, thread?: Worker) => {
    for (const [id, entry] of waiting) {
      if (thread && entry.thread !== thread) continue;
      waiting.delete(id);
      entry.reject(err);
    }
  };

  function started(): Worker {
    if (worker) return worker;
    const data: PrivatePagesWorkerData = { privatePages: true, distDir: deps.distDir };
    // React's production code, whatever the server runs as (tests run it as "test"): the development one is slower.
    const thread = new Worker(renderer, { workerData: data, env: { ...process.env, NODE_ENV: 'production' } });
    thread.unref();
    thread.on('message', (reply: PrivatePageReply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if ('html' in reply) entry.resolve(reply.html);
      else entry.reject(new Error(reply.error));
    });
    thread.on('error', (err) => {
      deps.log(`The private pages' renderer stopped: ${err.message}`);
      failAll(err, thread);
    });
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
      failAll(new Error('the renderer ended'), thread);
    });
    worker = thread;
    return thread;
  }

  async function stopWorker(): Promise<void> {
    const thread = worker;
    worker = undefined;
    await thread?.terminate();
  }

  /** Ends the worker once no page has been asked for in a while. */
  function restartIdleClock(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => (waiting.size > 0 ? restartIdleClock() : void stopWorker()), idleMs);
    idleTimer.unref();
  }

  function renderInWorker(job: PrivatePageJob): Promise<string> {
    const id = nextId++;
    restartIdleClock();
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`no answer within ${timeoutMs} ms`));
        // A renderer that does not answer may be stuck: the next page gets a new one.
        void stopWorker();
      }, timeoutMs);
      timer.unref();
      const thread = started();
      waiting.set(id, {
        thread,
        resolve: (html) => (clearTimeout(timer), resolve(html)),
        reject: (err) => (clearTimeout(timer), reject(err)),
      });
      thread.postMessage({ id, job } satisfies PrivatePageRequest);
    });
  }

  return {
    render: renderInWorker,
    async stop(): Promise<void> {
      clearTimeout(idleTimer);
      failAll(new Error('the server is stopping'));
      await stopWorker();
    },
  };
}

export function createPrivatePages(deps: PrivatePagesDeps): PrivatePages {
  const renderer = path.resolve(rendererFor(deps.distDir));
  const worker = renderWorker(renderer, deps);

  /** The page's own answers, as its queries key them, and the order's parts it shows; undefined for a token that names nothing. */
  async function answersFor(page: PrivatePage): Promise<{ queries: SeededQuery[]; parts: OrderPartName[] } | undefined> {
    if (page.kind === 'song') {
      const view = await deps.deliveries.view(page.token);
      const song: LoadedSong | undefined = view && { view, source: 'page' };
      return song && { queries: [[songKey(page.token), song]], parts: [] };
    }
    const order = await deps.orders.view(page.token);
    if (!order) return undefined;
    const queries: SeededQuery[] = [[orderViewKey(page.token), order]];
    // The page always asks for its review's state; a delivered order's page waits for it (it is drawn with the
    // review in its place, as in the browser), any other goes without it if it cannot be read.
    const review = isDelivered(order)
      ? await deps.orderReviews.state(page.token)
      : await deps.orderReviews.state(page.token).catch(() => undefined);
    if (review) queries.push([orderReviewKey(page.token), review]);
    return { queries, parts: orderPartsOf(order) };
  }

  return {
    async render(page, location, origin) {
      if (!fs.existsSync(renderer)) return undefined;
      try {
        const answers = await answersFor(page);
        if (!answers) return undefined;
        return await worker.render({
          kind: page.kind,
          location,
          origin,
          publicUrl: deps.publicUrl,
          data: await deps.everyPageData(),
          queries: answers.queries,
          parts: answers.parts,
          renderedAt: Date.now(),
        });
      } catch (err) {
        // Tokens never reach the log: the page is named by its kind, and a token in the reason is struck out.
        const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.replaceAll(page.token, '[token]');
        deps.log(`${page.kind === 'order' ? 'An order' : 'A song'} page was sent unrendered: ${reason}`);
        return undefined;
      }
    },
    stop: () => worker.stop(),
  };
}
