// Ordering throughput in test mode: POST /api/order/init then POST /api/stripe/create-checkout for a new
// draft each time, beside GET /api/health measured in the same run (50 connections). Both load generators run
// on this process's event loop (the order requests need per-request code), so the two figures compare fairly.
// Each order comes from a customer of its own (an X-Forwarded-For a trusted proxy would append), as many
// customers do, so the shop's per-address limits are in the path and never refuse.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startTestShop, withDatabase, type TestShop } from '../testing/testServer';
import { table, type Bench } from './lib';

const CONNECTIONS = 50;

const draft = {
  recipientName: 'Maria',
  useNameInLyrics: true,
  namePronunciation: '',
  occasion: 'Anniversary',
  customerName: 'Sam',
  story: 'We met at a bus stop in the rain and shared an umbrella for ten years since.',
  mood: 'Romantic',
  genre: 'Pop',
  vocalPreference: 'Female',
  email: 'sam@example.com',
  rushDelivery: false,
  discountCode: '',
};

interface Context {
  orderId?: string;
  client?: string;
}

let customers = 0;
/** A new customer's address (private 10/8): 65,536 of them before one repeats, each far below the limits. */
const nextCustomer = () => {
  const n = customers++;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
};

/** Init + create-checkout pairs for new drafts, each from a customer of its own. */
export async function measureOrders(url: string, seconds: number, connections = CONNECTIONS) {
  const headers = { 'content-type': 'application/json' };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    workers: 0,
    requests: [
      {
        method: 'POST',
        path: '/api/order/init',
        headers,
        setupRequest: (req, context: Context) => {
          context.client = nextCustomer();
          return {
            ...req,
            headers: { ...headers, 'x-forwarded-for': context.client },
            body: JSON.stringify({ ...draft, draftId: randomUUID() }),
          };
        },
        onResponse: (_status, body, context: Context) => {
          context.orderId = (JSON.parse(body) as { orderId?: string }).orderId;
        },
      },
      {
        method: 'POST',
        path: '/api/stripe/create-checkout',
        headers,
        setupRequest: (req, context: Context) => ({
          ...req,
          headers: { ...headers, 'x-forwarded-for': context.client! },
          body: JSON.stringify({ orderId: context.orderId, rushDelivery: false }),
        }),
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function measureHealth(url: string, seconds: number) {
  const result = await autocannon({ url: `${url}/api/health`, connections: CONNECTIONS, duration: seconds, workers: 0 });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export const run: Bench = async ({ quick, log }) => {
  const seconds = quick ? 3 : 10;
  let shop: TestShop | undefined;
  try {
    shop = await startTestShop({ env: { LOG_REQUESTS: 'false', TRUST_PROXY: 'true' }, runJobs: false });
    const health = await measureHealth(shop.url, seconds);
    const orders = await measureOrders(shop.url, seconds);
    const created = await withDatabase(
      shop.dataDir,
      async (db) => (await db.prepare('SELECT count(*) AS n FROM orders').get<{ n: number }>())!.n,
    );
    const pairs = orders.rps / 2;
    log(
      table([
        ['run', 'req/s', 'p99 latency', 'non-2xx', 'errors'],
        ['GET /api/health', health.rps.toFixed(0), `${health.p99} ms`, String(health.non2xx), String(health.errors)],
        ['order init + create-checkout', orders.rps.toFixed(0), `${orders.p99} ms`, String(orders.non2xx), String(orders.errors)],
      ]),
    );
    log(
      `orders per second (init + checkout pairs): ${pairs.toFixed(0)}; ${created} orders stored; ratio of requests/s to health: ${(orders.rps / health.rps).toFixed(2)}`,
    );
    return [
      { metric: 'health req/s', value: health.rps.toFixed(0) },
      { metric: 'order init + checkout req/s', value: `${orders.rps.toFixed(0)} (${pairs.toFixed(0)} orders/s)` },
      { metric: 'ratio to health', value: (orders.rps / health.rps).toFixed(2) },
      {
        metric: 'non-2xx / errors',
        value: `${orders.non2xx} / ${orders.errors}`,
        target: '0 / 0',
        met: orders.non2xx === 0 && orders.errors === 0,
      },
    ];
  } finally {
    await shop?.destroy();
  }
};
