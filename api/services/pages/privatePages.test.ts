// Rendering a private page for its visitor: the answers it starts from, under the keys the app's queries use, and a
// frame instead (undefined) whenever the page cannot be rendered: an unknown token, no renderer, a render that fails
// or does not answer in time. The renderer here is a stand-in worker that echoes its job (or fails, or stays silent).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SongView } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import type { PrerenderData, PrivatePageJob } from '../../../shared/prerender';
import type { OrderReviewState } from '../../../shared/reviews';
import { rendererFor } from './prerender';
import { createPrivatePages, type PrivatePages } from './privatePages';

const TOKEN = 'tok-secret-123';
const ORDER = { reference: 'SS-1', status: 'delivered', paymentStatus: 'paid', songPageUrl: '/song/x', gift: null } as unknown as OrderView;
const MADE = { reference: 'SS-2', status: 'in_progress', paymentStatus: 'paid', songPageUrl: null, gift: null } as unknown as OrderView;
const REVIEW: OrderReviewState = { canReview: true, review: null } as unknown as OrderReviewState;
const SONG = { recipientName: 'Nora' } as unknown as SongView;
const EVERY_PAGE = { '/api/config': { shop: 'demo' } } as unknown as PrerenderData;

let dir: string;
let distDir: string;
let log: string[];
const started: PrivatePages[] = [];

/** The stand-in renderer: answers each job with the job itself as JSON; "fail" in the address fails, "slow" never answers. */
const STAND_IN = `const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
fs.appendFileSync(workerData.distDir + '/starts.txt', 'x');
parentPort.on('message', ({ id, job }) => {
  if (job.location.includes('fail')) parentPort.postMessage({ id, error: 'Error: it broke at ' + job.location + '\\n    at render' });
  else if (!job.location.includes('slow')) parentPort.postMessage({ id, html: JSON.stringify(job) });
});`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-private-pages-'));
  distDir = path.join(dir, 'dist');
  fs.mkdirSync(distDir);
  fs.mkdirSync(path.dirname(rendererFor(distDir)), { recursive: true });
  fs.writeFileSync(rendererFor(distDir), STAND_IN);
  log = [];
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((pages) => pages.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const starts = () =>
  fs.existsSync(path.join(distDir, 'starts.txt')) ? fs.readFileSync(path.join(distDir, 'starts.txt'), 'utf8').length : 0;

function privatePages(options: { idleMs?: number; timeoutMs?: number; order?: OrderView } = {}) {
  const pages = createPrivatePages({
    distDir,
    publicUrl: 'https://shop.example',
    orders: { view: async (token) => (token === TOKEN ? (options.order ?? ORDER) : token.startsWith('made') ? MADE : undefined) },
    orderReviews: { state: async () => REVIEW },
    deliveries: { view: async (token) => (token === TOKEN ? SONG : undefined) },
    everyPageData: async () => EVERY_PAGE,
    log: (line) => log.push(line),
    ...options,
  });
  started.push(pages);
  return pages;
}

const jobOf = (html: string | undefined) => JSON.parse(html!) as PrivatePageJob;

describe('private pages rendered for their visitor', () => {
  it('renders a delivered order with its order and its review, under the keys the app asks by, and names its parts', async () => {
    const html = await privatePages().render({ kind: 'order', token: TOKEN }, `/order/${TOKEN}`, 'http://127.0.0.1:3000');
    const job = jobOf(html);
    expect(job).toMatchObject({
      kind: 'order',
      location: `/order/${TOKEN}`,
      origin: 'http://127.0.0.1:3000',
      publicUrl: 'https://shop.example',
    });
    expect(job.data).toEqual(EVERY_PAGE);
    expect(job.queries).toEqual([
      [['/api/orders/:token', TOKEN], ORDER],
      [['/api/orders/:token/review', TOKEN], REVIEW],
    ]);
    expect(job.parts).toEqual(['review']);
    expect(job.renderedAt).toBeGreaterThan(0);
  });

  it('renders an order still being made, with "Notify me" among its parts', async () => {
    const job = jobOf(await privatePages().render({ kind: 'order', token: 'made-1' }, '/order/made-1', 'http://shop'));
    expect(job.queries[0]).toEqual([['/api/orders/:token', 'made-1'], MADE]);
    expect(job.parts).toEqual(['notify']);
  });

  it('renders a song with its view as the song query holds one that came in the page', async () => {
    const job = jobOf(await privatePages().render({ kind: 'song', token: TOKEN }, `/song/${TOKEN}`, 'http://shop'));
    expect(job.queries).toEqual([[['/api/songs/:token', TOKEN], { view: SONG, source: 'page' }]]);
    expect(job.parts).toEqual([]);
  });

  it('leaves a token that names nothing to the frame, without starting the renderer', async () => {
    const pages = privatePages();
    expect(await pages.render({ kind: 'order', token: 'nope' }, '/order/nope', 'http://shop')).toBeUndefined();
    expect(await pages.render({ kind: 'song', token: 'nope' }, '/song/nope', 'http://shop')).toBeUndefined();
    expect(starts()).toBe(0);
    expect(log).toEqual([]);
  });

  it('leaves the page to the frame when there is no renderer (no build)', async () => {
    fs.rmSync(rendererFor(distDir));
    expect(await privatePages().render({ kind: 'order', token: TOKEN }, `/order/${TOKEN}`, 'http://shop')).toBeUndefined();
  });

  it('leaves the page to the frame when the render fails, and logs why without the token', async () => {
    const pages = privatePages();
    expect(await pages.render({ kind: 'order', token: TOKEN }, `/order/${TOKEN}?fail`, 'http://shop')).toBeUndefined();
    expect(log).toEqual(['An order page was sent unrendered: Error: it broke at /order/[token]?fail']);
    // The same renderer goes on with the next page.
    expect(jobOf(await pages.render({ kind: 'order', token: TOKEN }, `/order/${TOKEN}`, 'http://shop')).kind).toBe('order');
    expect(starts()).toBe(1);
  });

  it('gives up on a render that does not answer in time, and renders the next page in a new renderer', async () => {
    const pages = privatePages({ timeoutMs: 1500 });
    expect(await pages.render({ kind: 'song', token: TOKEN }, '/song/slow', 'http://shop')).toBeUndefined();
    expect(log).toEqual(['A song page was sent unrendered: no answer within 1500 ms']);
    expect(jobOf(await pages.render({ kind: 'song', token: TOKEN }, `/song/${TOKEN}`, 'http://shop')).kind).toBe('song');
    expect(starts()).toBe(2);
  });

  it('ends the renderer once no page is asked for a while, and starts it again for the next', async () => {
    const pages = privatePages({ idleMs: 50 });
    await pages.render({ kind: 'song', token: TOKEN }, `/song/${TOKEN}`, 'http://shop');
    expect(starts()).toBe(1);
    await expect
      .poll(async () => {
        const again = await pages.render({ kind: 'song', token: TOKEN }, `/song/${TOKEN}`, 'http://shop');
        return again !== undefined && starts();
      })
      .toBe(2);
  });
});
