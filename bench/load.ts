// A mixed workload as a busy day brings it: 200 customers at once for 60 s, each browsing (the page, the sample
// list, the config, a script), ordering (order init then checkout), chatting (start, then a message), uploading a
// reaction video or writing through the contact form, one after another without pause. Every request comes
// from an address of its own (as many customers do), so the per-address limits are in the path and never refuse.
// Prints the error count (target 0), p50/p99 per endpoint, and the shop's memory before and after (target:
// back within 20 %). The shop runs in a child process so its memory is its own.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { validOrder } from '../testing/orders';
import { testVideo, type TestVideo } from '../testing/videos';
import { builtDist, REPO_ROOT, table, type Bench, type Row } from './lib';

const CLIENTS = 200;
const SECONDS = 60;
const MEMORY_TARGET = 1.2;

interface Child {
  child: ChildProcess;
  url: string;
  submissions: string[];
}

function startChild(distDir: string): Promise<Child> {
  const child = fork(path.join(REPO_ROOT, 'bench', 'loadServer.ts'), [distDir], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load bench server exited with ${code}`)));
    child.once('message', (m: { url?: string; submissions?: string[] }) =>
      m.url ? resolve({ child, url: m.url, submissions: m.submissions ?? [] }) : reject(new Error('no url')),
    );
  });
}

const rss = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (m: { rss: number }) => resolve(m.rss));
    child.send('rss');
  });

let addresses = 0;
/** A customer's address (private 10/8), new for every request. */
const nextAddress = () => {
  const n = addresses++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, string[]>();
  requests = 0;

  async time(label: string, request: () => Promise<Response>, ok = (status: number) => status < 400): Promise<Response | undefined> {
    const t0 = performance.now();
    this.requests++;
    try {
      const res = await request();
      const body = await res.arrayBuffer();
      (this.times.get(label) ?? this.times.set(label, []).get(label)!).push(performance.now() - t0);
      if (!ok(res.status)) this.fail(label, `${res.status} ${Buffer.from(body).toString('utf8').slice(0, 120)}`);
      return new Response(body, { status: res.status, headers: res.headers });
    } catch (err) {
      this.fail(label, err instanceof Error ? err.message : String(err));
      return undefined;
    }
  }

  private fail(label: string, why: string) {
    (this.errors.get(label) ?? this.errors.set(label, []).get(label)!).push(why);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const MB = (bytes: number) => bytes / 1024 / 1024;

/** What the scenarios need: the shop's address, the recorder, the page's script, and the uploads' targets and clip. */
interface Shop {
  url: string;
  rec: Recorder;
  script: string;
  submissions: string[];
  clip: TestVideo;
}

const postJson = (shop: Shop, p: string, body: unknown) => () =>
  fetch(`${shop.url}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify(body),
  });
const getPath = (shop: Shop, p: string) => () =>
  fetch(`${shop.url}${p}`, { headers: { 'X-Forwarded-For': nextAddress(), 'Accept-Encoding': 'gzip, br' } });

/** Browsing: the page, the sample list, the config, a script. */
async function browse(shop: Shop): Promise<void> {
  await shop.rec.time('GET /', getPath(shop, '/'));
  await shop.rec.time('GET /api/sample-songs', getPath(shop, '/api/sample-songs'));
  await shop.rec.time('GET /api/config', getPath(shop, '/api/config'));
  await shop.rec.time('GET script', getPath(shop, shop.script));
}

/** Ordering: order init, then checkout. */
async function order(shop: Shop, n: number): Promise<void> {
  const init = await shop.rec.time(
    'POST /api/order/init',
    postJson(shop, '/api/order/init', validOrder({ draftId: `load-${n}-${Date.now()}` })),
  );
  const { orderId } = ((await init?.json().catch(() => ({}))) ?? {}) as { orderId?: string };
  if (orderId)
    await shop.rec.time(
      'POST /api/stripe/create-checkout',
      postJson(shop, '/api/stripe/create-checkout', { orderId, rushDelivery: false }),
    );
}

/** Chatting: start, then a message. */
async function chat(shop: Shop, n: number): Promise<void> {
  const started = await shop.rec.time(
    'POST /api/chat/start',
    postJson(shop, '/api/chat/start', {
      customerName: `Load ${n}`,
      customerEmail: `load${n}@example.com`,
      initialMessage: 'Hello, a question about rush delivery',
    }),
  );
  const session = ((await started?.json().catch(() => ({}))) ?? {}) as { sessionId?: string; token?: string };
  if (session.sessionId && session.token)
    await shop.rec.time('POST /api/chat/send', () =>
      fetch(`${shop.url}/api/chat/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}`, 'X-Forwarded-For': nextAddress() },
        body: JSON.stringify({ sessionId: session.sessionId, message: 'Is a 6-hour rush possible?' }),
      }),
    );
}

/** Uploading a reaction video to a delivered free song. */
async function uploadReaction(shop: Shop, n: number): Promise<void> {
  const form = new FormData();
  form.set('message', 'She cried at the first line!');
  form.set('video', new Blob([new Uint8Array(shop.clip.bytes)], { type: shop.clip.type }), shop.clip.name);
  const id = shop.submissions[n % shop.submissions.length]!;
  await shop.rec.time('POST reaction-video', () =>
    fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': nextAddress() },
      body: form,
    }),
  );
}

/** Writing through the contact form. */
async function writeToUs(shop: Shop, n: number): Promise<void> {
  await shop.rec.time(
    'POST /api/contact',
    postJson(shop, '/api/contact', { name: `Load ${n}`, email: `load${n}@example.com`, message: 'Do you write songs in Spanish?' }),
  );
}

/** The mix of a busy day, by weight. */
const SCENARIOS: Array<[weight: number, run: (shop: Shop, n: number) => Promise<void>]> = [
  [60, browse],
  [20, order],
  [10, chat],
  [5, uploadReaction],
  [5, writeToUs],
];
const TOTAL_WEIGHT = SCENARIOS.reduce((sum, [w]) => sum + w, 0);

function pickScenario(): (shop: Shop, n: number) => Promise<void> {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [w, scenario] of SCENARIOS) if ((r -= w) < 0) return scenario;
  return SCENARIOS[0]![1];
}

/** The per-endpoint table and the error lines in the log, and the bench's rows. */
function report(
  log: (line: string) => void,
  rec: Recorder,
  load: { clients: number; seconds: number; elapsed: number; before: number; after: number },
): Row[] {
  const { clients, seconds, elapsed, before, after } = load;
  const rows = [['endpoint', 'requests', 'errors', 'p50 ms', 'p99 ms']];
  for (const [label, times] of [...rec.times].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...times].sort((a, b) => a - b);
    rows.push([
      label,
      String(times.length),
      String(rec.errors.get(label)?.length ?? 0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ]);
  }
  log(`  ${clients} clients for ${seconds} s: ${rec.requests} requests (${(rec.requests / elapsed).toFixed(0)}/s)`);
  log(table(rows).replace(/^/gm, '  '));
  const errors = [...rec.errors.values()].reduce((sum, list) => sum + list.length, 0);
  for (const [label, list] of rec.errors) log(`  errors on ${label}: ${list.slice(0, 3).join(' | ')}`);
  const all = [...rec.times.values()].flat().sort((a, b) => a - b);
  const ratio = after / before;
  log(`  shop RSS ${MB(before).toFixed(0)} MB before, ${MB(after).toFixed(0)} MB after (${ratio.toFixed(2)}x)`);
  return [
    {
      metric: `mixed load, ${clients} clients ${seconds} s: errors`,
      value: `${errors} of ${rec.requests}`,
      target: '0',
      met: errors === 0,
    },
    { metric: 'mixed load p50 / p99 (all requests)', value: `${percentile(all, 50).toFixed(1)} / ${percentile(all, 99).toFixed(1)} ms` },
    {
      metric: 'shop RSS after / before the load',
      value: `${ratio.toFixed(2)} (${MB(before).toFixed(0)} → ${MB(after).toFixed(0)} MB)`,
      target: `<= ${MEMORY_TARGET}`,
      met: ratio <= MEMORY_TARGET,
    },
  ];
}

export const run: Bench = async ({ quick, log }) => {
  const distDir = await builtDist(log);
  const { child, url, submissions } = await startChild(distDir);
  const clip = await testVideo('mp4', { seconds: 2 });
  const html = await (await fetch(`${url}/`)).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? '/';
  const shop: Shop = { url, rec: new Recorder(), script, submissions, clip };

  try {
    // Warm up (first compressions, prepared statements), then the memory before.
    await Promise.all(Array.from({ length: 20 }, (_, i) => pickScenario()(shop, i)));
    const before = await rss(child);
    const seconds = quick ? 10 : SECONDS;
    const clients = quick ? 50 : CLIENTS;
    const until = Date.now() + seconds * 1000;
    let n = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until) await pickScenario()(shop, n++);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const after = await rss(child);
    return report(log, shop.rec, { clients, seconds, elapsed, before, after });
  } finally {
    child.send('stop');
  }
};
