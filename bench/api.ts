// Throughput and p99 latency of GET /api/sample-songs on the real shop, against a bare Koa hello-world.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Koa from 'koa';
import { createLineWriter } from '../api/http/lineWriter';
import { startTestShop, type TestShop } from '../testing/testServer';
import { table, type Bench } from './lib';

const CONNECTIONS = 50;
const TARGET_RATIO = 0.7;

interface Run {
  target: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function startBareKoa(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = 'hello';
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A warm-up, then the measured run. autocannon runs in a worker thread of this process. */
/** What a browser sends with a fetch of the list: it always accepts compressed answers. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

async function measure(
  target: string,
  url: string,
  warmupSec: number,
  durationSec: number,
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<Run> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: warmupSec, workers: 1 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: durationSec, workers: 1 });
  return { target, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}

export const run: Bench = async ({ quick, log }) => {
  const [warmupSec, durationSec] = quick ? [1, 3] : [3, 10];
  let shop: TestShop | undefined;
  let bare: Awaited<ReturnType<typeof startBareKoa>> | undefined;
  try {
    // Request logging on, as in production, written to /dev/null so the terminal stays readable.
    shop = await startTestShop({ env: { LOG_REQUESTS: 'true' }, log: createLineWriter(fs.createWriteStream('/dev/null')) });
    bare = await startBareKoa();
    const shopUrl = `${shop.url}/api/sample-songs`;

    const probe = await fetch(shopUrl);
    const songs = (await probe.json()) as unknown;
    log(`GET /api/sample-songs -> ${probe.status}, ${Array.isArray(songs) ? `${songs.length} songs` : 'not an array'}`);
    log(
      `autocannon: ${CONNECTIONS} connections, ${warmupSec} s warm-up + ${durationSec} s measured, order A B A B (A = shop, B = bare Koa)`,
    );
    log('Caveat: autocannon runs in this process (in a worker thread) on a 2-core machine shared with both servers and');
    log("        other work, so the load generator competes with the server for CPU: req/s depend on the machine's load;");
    log('        the shop/bare ratio (same conditions, alternated) is the figure to watch.');

    log("Requests carry a browser's headers (Accept-Encoding: gzip, deflate, br), so the shop answers with its");
    log('pre-compressed list; a run without Accept-Encoding (the uncompressed 2 kB body) is shown for reference.');

    const runs: Run[] = [];
    for (let round = 1; round <= 2; round++) {
      for (const [target, url] of [
        ['shop', shopUrl],
        ['bare', bare.url],
      ] as const) {
        const r = await measure(target, url, warmupSec, durationSec);
        log(
          `  round ${round} ${target.padEnd(4)}: ${r.rps.toFixed(0).padStart(6)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (timeouts ${r.timeouts})`,
        );
        runs.push(r);
      }
    }
    const plain = await measure('shop-plain', shopUrl, warmupSec, durationSec, {});
    log(
      `  reference shop without Accept-Encoding: ${plain.rps.toFixed(0)} req/s, p99 ${plain.p99} ms (ratio ${(plain.rps / Math.max(...runs.filter((r) => r.target === 'bare').map((r) => r.rps))).toFixed(2)})`,
    );

    const best = (target: string) => runs.filter((r) => r.target === target).sort((a, b) => b.rps - a.rps)[0]!;
    const [s, b] = [best('shop'), best('bare')];
    const ratio = s.rps / b.rps;
    const non2xx = [...runs, plain].reduce((n, r) => n + r.non2xx, 0);
    const errors = [...runs, plain].reduce((n, r) => n + r.errors, 0);

    log('');
    log(
      table([
        ['best run', 'req/s', 'p99 latency'],
        ['shop GET /api/sample-songs', s.rps.toFixed(0), `${s.p99} ms`],
        ['bare Koa hello-world', b.rps.toFixed(0), `${b.p99} ms`],
        ['shop, no Accept-Encoding', plain.rps.toFixed(0), `${plain.p99} ms`],
      ]),
    );
    log(`ratio shop/bare: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
    log(`non-2xx responses: ${non2xx}, connection errors: ${errors} (all runs)`);

    return [
      { metric: 'shop req/s (p99)', value: `${s.rps.toFixed(0)} (${s.p99} ms)` },
      { metric: 'bare Koa req/s (p99)', value: `${b.rps.toFixed(0)} (${b.p99} ms)` },
      { metric: 'ratio shop/bare', value: ratio.toFixed(2), target: `>= ${TARGET_RATIO}`, met: ratio >= TARGET_RATIO },
      {
        metric: 'non-2xx / errors',
        value: `${non2xx} / ${errors}`,
        target: '0 / 0',
        met: non2xx === 0 && errors === 0 && probe.status === 200,
      },
    ];
  } finally {
    await bare?.close();
    await shop?.destroy();
  }
};
