// Per-address limits on every public POST (issue 12): past its limit an address gets 429 with Retry-After and
// the limit's sentence while another address is served; the counts hold across a restart and end with their
// window; behind a trusted proxy only the appended hop counts; a burst stores no more than the limit allows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStarted } from '../../../shared/schemas/chat';
import { CONTACT_LIMIT } from './contact';
import { CHECKOUT_LIMIT } from './stripe';
import { endpoints } from '../../../shared/api/endpoints';
import { PUSH_LIMIT } from './push';
import { REVISION_LIMIT } from './songs';
import { TEST_CHECKOUT_LIMIT } from './testCheckout';
import { UNSUBSCRIBE_LIMIT } from './unsubscribe';
import { SEND_ADDRESS_LIMIT, SIGNAL_ADDRESS_LIMIT, START_LIMIT } from '../../services/chat/chat';
import { APPLY_LIMIT } from '../../services/freeSongs/submissions';
import { REACTION_UPLOAD_LIMIT } from '../../services/freeSongs/reactions';
import { ORDER_INIT_LIMIT } from '../../services/orders/orders';
import type { RateLimit } from '../../services/rateLimits';
import { nextClientAddress } from '../../../testing/clientAddress';
import { APPLICATION } from '../../../testing/freeSongs';
import { validOrder } from '../../../testing/orders';
import { json, startTestShop, TestClock, withDatabase, type TestShop } from '../../../testing/testServer';

const clock = new TestClock();
let shop: TestShop;
const start = (dataDir?: string) => startTestShop({ seed: false, runJobs: false, clock, dataDir, env: { TRUST_PROXY: 'true' } });

beforeAll(async () => {
  shop = await start();
});
afterAll(() => shop.destroy());

const id = () => randomBytes(8).toString('hex');

function send(method: string, path: string, client: string, body?: unknown, headers: Record<string, string> = {}) {
  const form = body instanceof FormData;
  return fetch(`${shop.url}${path}`, {
    method,
    headers: { 'X-Forwarded-For': client, ...(form || body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Chats made from addresses of their own (new chats are limited too), for the tests of sending in them. */
const chats: ChatStarted[] = [];
async function chat(n: number): Promise<ChatStarted> {
  while (chats.length <= n) {
    const res = await send('POST', '/api/chat/start', nextClientAddress(), { customerName: 'Ana', customerEmail: 'ana@example.com', initialMessage: 'Hello' });
    chats.push(await json<ChatStarted>(res));
  }
  return chats[n]!;
}

let orderId = '';
async function order(): Promise<string> {
  if (!orderId) orderId = (await json<{ orderId: string }>(await send('POST', '/api/order/init', nextClientAddress(), validOrder()))).orderId;
  return orderId;
}

interface Limited {
  name: string;
  limit: RateLimit;
  /** The answer while under the limit (an unknown token or id is still answered: guesses count too). */
  served: number;
  /** The i-th request from `client`. */
  request: (client: string, i: number) => Promise<Response>;
}

const LIMITED: Limited[] = [
  { name: 'POST /api/contact', limit: CONTACT_LIMIT, served: 201, request: (c) => send('POST', '/api/contact', c, { name: 'Ana', email: 'ana@example.com', message: 'A question about rush delivery.' }) },
  { name: 'POST /api/order/init', limit: ORDER_INIT_LIMIT, served: 201, request: (c) => send('POST', '/api/order/init', c, validOrder()) },
  { name: 'POST /api/stripe/create-checkout', limit: CHECKOUT_LIMIT, served: 200, request: async (c) => send('POST', '/api/stripe/create-checkout', c, { orderId: await order(), rushDelivery: false }) },
  { name: 'POST /api/test-checkout/:id/pay', limit: TEST_CHECKOUT_LIMIT, served: 404, request: (c) => send('POST', `/api/test-checkout/cs_test_${id()}/pay`, c) },
  { name: 'POST /api/free-song-submissions', limit: APPLY_LIMIT, served: 201, request: (c) => send('POST', '/api/free-song-submissions', c, { ...APPLICATION, clientId: `apply_${id()}` }) },
  {
    name: 'POST /api/free-song-submissions/:id/reaction-video',
    limit: REACTION_UPLOAD_LIMIT,
    served: 404,
    request: (c) => {
      const form = new FormData();
      form.append('video', new Blob([new Uint8Array(16)], { type: 'video/mp4' }), 'reaction.mp4');
      return send('POST', `/api/free-song-submissions/${id()}${id()}/reaction-video`, c, form);
    },
  },
  { name: 'POST /api/songs/:token/revision', limit: REVISION_LIMIT, served: 404, request: (c) => send('POST', `/api/songs/${'x'.repeat(43)}/revision`, c, { note: 'A little slower, please.' }) },
  { name: 'POST /api/chat/start', limit: START_LIMIT, served: 201, request: (c) => send('POST', '/api/chat/start', c, { customerName: 'Bo', customerEmail: 'bo@example.com', initialMessage: 'Hi', clientMessageId: `start_${id()}` }) },
  {
    // 15 a chat stays under the per-chat limit (20 a minute): the address's own limit is what refuses.
    name: 'POST /api/chat/send',
    limit: SEND_ADDRESS_LIMIT,
    served: 201,
    request: async (c, i) => {
      const { sessionId, token } = await chat(Math.floor(i / 15));
      return send('POST', '/api/chat/send', c, { sessionId, message: `message ${i}`, clientMessageId: `send_${id()}` }, { Authorization: `Bearer ${token}` });
    },
  },
  {
    name: 'POST /api/chat/typing and /presence',
    limit: SIGNAL_ADDRESS_LIMIT,
    served: 204,
    request: async (c, i) => {
      const { sessionId, token } = await chat(10 + Math.floor(i / 100));
      return send('POST', i % 2 ? '/api/chat/typing' : '/api/chat/presence', c, { sessionId }, { Authorization: `Bearer ${token}` });
    },
  },
  { name: 'POST and DELETE /api/push/subscribe', limit: PUSH_LIMIT, served: 204, request: (c) => send('DELETE', endpoints.pushSubscribe.path, c, { endpoint: `https://push.example.com/send/${id()}` }) },
  { name: 'POST /api/unsubscribe', limit: UNSUBSCRIBE_LIMIT, served: 404, request: (c) => send('POST', `/api/unsubscribe?token=${id()}`, c) },
];

/** The address each route's limit was used up from, for the restart and window tests. */
const spent = new Map<string, string>();

async function expectRefused(route: Limited, res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(route.limit.windowMs / 1000);
  expect(await json(res)).toEqual({ error: route.limit.message });
}

describe('per-address limits', () => {
  it.each(LIMITED)('$name: past its limit one address gets 429 with Retry-After and its message; another is served', async (route) => {
    const client = nextClientAddress();
    for (let i = 0; i < route.limit.max; i++) expect((await route.request(client, i)).status, `request ${i + 1}`).toBe(route.served);
    await expectRefused(route, await route.request(client, route.limit.max));
    spent.set(route.name, client);
    expect((await route.request(nextClientAddress(), route.limit.max)).status).toBe(route.served);
  });

  it('holds every count across a restart on the same DATA_DIR, and serves again once the window has passed', async () => {
    await shop.stop();
    shop = await start(shop.dataDir);
    for (const route of LIMITED) await expectRefused(route, await route.request(spent.get(route.name)!, route.limit.max));

    clock.advance(Math.max(...LIMITED.map((r) => r.limit.windowMs)) + 1000);
    for (const route of LIMITED) expect((await route.request(spent.get(route.name)!, route.limit.max)).status, route.name).toBe(route.served);
  });

  it('a resent draft or chat message counts against no limit', async () => {
    const client = nextClientAddress();
    const draft = validOrder();
    expect((await send('POST', '/api/order/init', client, draft)).status).toBe(201);
    for (let i = 0; i < ORDER_INIT_LIMIT.max + 5; i++) expect((await send('POST', '/api/order/init', client, draft)).status).toBe(200);
    for (let i = 1; i < ORDER_INIT_LIMIT.max; i++) expect((await send('POST', '/api/order/init', client, validOrder())).status).toBe(201);
    expect((await send('POST', '/api/order/init', client, validOrder())).status).toBe(429);

    const { sessionId, token } = await chat(20);
    const message = { sessionId, message: 'Are you there?', clientMessageId: `resent_${id()}` };
    const answers = [];
    for (let i = 0; i < SEND_ADDRESS_LIMIT.max + 5; i++) answers.push((await send('POST', '/api/chat/send', client, message, { Authorization: `Bearer ${token}` })).status);
    expect(answers[0]).toBe(201);
    expect(new Set(answers.slice(1))).toEqual(new Set([200]));
  });
});

describe('behind a trusted proxy', () => {
  it('counts the hop the proxy appended, whatever the client wrote before it', async () => {
    const real = nextClientAddress();
    const posing = (i: number) => ({ 'X-Forwarded-For': `1.2.3.${i}, ${real}` });
    const body = { name: 'Ana', email: 'ana@example.com', message: 'A question about rush delivery.' };
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send('POST', '/api/contact', real, body, posing(i))).status).toBe(201);
    await expectRefused(LIMITED[0]!, await send('POST', '/api/contact', real, body, posing(99)));
    // Only the appended hop names the client: the address the client wrote is not refused.
    expect((await send('POST', '/api/contact', `${real}, 1.2.3.4`, body)).status).toBe(201);
  });

  it('stores at most the limit’s number of contact messages from a 1,000-request burst', async () => {
    const count = () =>
      withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM contact_messages').get<{ n: number }>())!.n);
    const before = await count();
    const client = nextClientAddress();
    const body = { name: 'Spam', email: 'spam@example.com', message: 'Buy now, buy now, buy now.' };
    const statuses = await Promise.all(Array.from({ length: 1000 }, () => send('POST', '/api/contact', client, body).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - CONTACT_LIMIT.max);
    expect((await count()) - before).toBe(CONTACT_LIMIT.max);
  });
});
