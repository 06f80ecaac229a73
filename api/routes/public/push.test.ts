// Web push end to end: devices subscribe through the API, the shop's events queue pushes, the job runner sends
// them with web-push to a local HTTPS push service, and the test decrypts each aes128gcm body as a browser
// would. Also what the push service's answers do (410 removes, 500 retries), and the subscribe rules.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/api-types';
import { PUSH_MESSAGES } from '../../../shared/schemas/push';
import { adminCall, adminToken, eventually, form, insertFreeSong, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { wavBytes } from '../../../testing/files';
import { storedOrder } from '../../../testing/orders';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let endpoint: PushEndpoint;
let shop: TestShop;
let token: string;
let vapidPublicKey: string;
const logs: string[] = [];
/** Every endpoint a test used: none may appear in a log line. */
const used: string[] = [];

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    pushAgent: endpoint.agent,
    log: (line) => logs.push(line),
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, LOG_REQUESTS: 'true', TRUST_PROXY: 'true' },
  });
  token = await adminToken(shop);
  vapidPublicKey = (await json<PublicConfig>(await fetch(`${shop.url}/api/config`))).vapidPublicKey;
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});

let clients = 0;
/** Each call its own client address (TEST-NET-3, behind the "proxy"), so the per-address limit counts only what a test means it to. */
const freshAddress = () => `203.0.113.${(++clients % 250) + 1}`;

type Target = Record<string, unknown>;

function subscribeBody(sub: Pick<BrowserSubscription, 'endpoint' | 'keys'>, target: Target) {
  used.push(sub.endpoint);
  return { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys, target };
}

function subscribe(s: TestShop, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${s.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

const adminDevice = async () => {
  const sub = endpoint.subscribe();
  const res = await subscribe(shop, subscribeBody(sub, { kind: 'admin' }), { Authorization: `Bearer ${token}` });
  expect(res.status).toBe(201);
  return sub;
};

const orderDevice = async (orderId: string) => {
  const sub = endpoint.subscribe();
  const res = await subscribe(shop, subscribeBody(sub, { kind: 'order', token: (await storedOrder(shop, orderId))!.public_token }));
  expect(res.status).toBe(201);
  return sub;
};

interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  owner_kind: string;
  owner_id: string | null;
  last_sent_at: string | null;
}
const storedSubscription = (sub: Pick<BrowserSubscription, 'endpoint'>, s = shop) =>
  withDatabase(s.dataDir, (db) => db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').get<StoredSubscription>(sub.endpoint));

interface StoredJob {
  attempts: number;
  done_at: string | null;
  last_error: string | null;
  payload: string;
}
const pushJobsFor = (subscriptionId: string) =>
  withDatabase(shop.dataDir, (db) => db.prepare("SELECT * FROM jobs WHERE kind = 'push.send' AND payload LIKE ? ORDER BY id").all<StoredJob>(`%${subscriptionId}%`));

/** The pushes one device received, decrypted. */
const received = (sub: BrowserSubscription) => endpoint.requestsTo(sub).map((r) => sub.decrypt(r.body));
const delivered = (sub: BrowserSubscription, count: number) => eventually(() => endpoint.requestsTo(sub), (r) => r.length >= count);

const song = () => ({ bytes: wavBytes(0.5), name: 'song.wav', type: 'audio/wav' });

describe('pushes the shop sends', () => {
  it('alerts every admin device once about a new paid order: decrypted title, body and url, signed with the VAPID key', async () => {
    const [phone, laptop] = [await adminDevice(), await adminDevice()];
    const orderId = await paidOrder(shop, { recipientName: 'Maria', occasion: 'Anniversary' });
    await delivered(phone, 1);
    await delivered(laptop, 1);

    const reference = orderId.slice(-8).toUpperCase();
    const expected = { title: `New order ${reference}: $79.00`, body: 'Anniversary song for Maria', url: '/admin?tab=orders', tag: `order-${orderId}` };
    expect(received(phone)).toEqual([expected]);
    expect(received(laptop)).toEqual([expected]);

    const { headers } = endpoint.requestsTo(phone)[0]!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    const vapid = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(headers.authorization));
    expect(vapid).not.toBeNull();
    expect(vapid![4]).toBe(vapidPublicKey);
    const claims = JSON.parse(Buffer.from(vapid![2]!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect((await storedSubscription(phone))!.last_sent_at).toBe(shop.clock.now().toISOString());

    // Confirming the same payment again (the session check after the webhook) alerts no one twice.
    const sessionId = (await storedOrder(shop, orderId))!.provider_session_id!;
    await fetch(`${shop.url}/api/stripe/session-check/${sessionId}`);
    await shop.services.jobs.runDue();
    expect(endpoint.requestsTo(phone)).toHaveLength(1);
  });

  it('tells the devices subscribed for an order that its song is ready, opening the song page; no one else', async () => {
    const orderId = await paidOrder(shop, { recipientName: 'Lucía' });
    const otherOrder = await paidOrder(shop);
    const [mine, other] = [await orderDevice(orderId), await orderDevice(otherOrder)];
    const admin = await adminDevice();
    await setStoredStatus(shop, 'orders', orderId, 'in_progress');

    const res = await adminCall(shop, token, 'PATCH', `/api/admin/orders/${orderId}/send-completed`, form({ status: 'completed' }, { songFile: song() }));
    expect(res.status).toBe(200);
    await delivered(mine, 1);
    const songToken = await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT delivery_token FROM orders WHERE id = ?').get<{ delivery_token: string }>(orderId))!.delivery_token);
    expect(received(mine)).toEqual([{ title: 'Your song for Lucía is ready', body: 'Tap to listen, read the lyrics and download it.', url: `/song/${songToken}`, tag: expect.any(String) }]);
    expect((await storedOrder(shop, orderId))!.status).toBe('delivered');

    await shop.services.jobs.runDue();
    expect(endpoint.requestsTo(other)).toEqual([]);
    // Admins hear of new orders, not of songs sent.
    expect(received(admin).filter((p) => (p as { url: string }).url.startsWith('/song/'))).toEqual([]);
  });

  it('tells the devices subscribed for a free song that it is ready', async () => {
    const id = await insertFreeSong(shop, { recipientName: 'Abuela', status: 'in_progress' });
    const sub = endpoint.subscribe();
    expect((await subscribe(shop, subscribeBody(sub, { kind: 'freeSong', id }))).status).toBe(201);
    expect(await storedSubscription(sub)).toMatchObject({ owner_kind: 'free_song', owner_id: id });

    const res = await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ scheduledSendAt: '' }, { songFile: song() }));
    expect(res.status).toBe(200);
    await delivered(sub, 1);
    const songToken = await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT delivery_token FROM free_song_submissions WHERE id = ?').get<{ delivery_token: string }>(id))!.delivery_token);
    expect(received(sub)).toMatchObject([{ title: 'Your song for Abuela is ready', url: `/song/${songToken}` }]);
  });
});

describe('what the push service answers', () => {
  const payload = { title: 'Hello', body: 'A test push', url: '/' };

  it('deletes a subscription the push service answers 410 or 404 for, and the job is done', async () => {
    for (const status of [410, 404]) {
      const orderId = await paidOrder(shop);
      const sub = await orderDevice(orderId);
      const id = (await storedSubscription(sub))!.id;
      endpoint.answer(sub, status);
      await shop.services.push.toOwner({ kind: 'order', id: orderId }, payload);
      await eventually(() => storedSubscription(sub), (row) => row === undefined);
      expect(endpoint.requestsTo(sub).map((r) => r.status)).toEqual([status]);
      expect(await pushJobsFor(id)).toMatchObject([{ attempts: 0, last_error: null, done_at: expect.any(String) }]);
      expect(logs).toContain(`push subscription at ${endpoint.origin} is gone (${status}): removed`);
    }
  });

  it('keeps the subscription after a 500 and lets the job runner retry it later, when it is sent', async () => {
    const orderId = await paidOrder(shop);
    const sub = await orderDevice(orderId);
    const id = (await storedSubscription(sub))!.id;
    endpoint.answer(sub, 500);
    await shop.services.push.toOwner({ kind: 'order', id: orderId }, payload);
    await eventually(async () => (await pushJobsFor(id))[0]?.attempts ?? 0, (attempts) => attempts === 1);
    const [failed] = await pushJobsFor(id);
    expect(failed).toMatchObject({ attempts: 1, done_at: null, last_error: `push to ${endpoint.origin} failed: the push service answered 500` });
    expect(await storedSubscription(sub)).toBeDefined();

    endpoint.answer(sub, 201);
    await shop.services.jobs.runDue();
    expect(endpoint.requestsTo(sub)).toHaveLength(1); // not due yet: the back-off holds it
    shop.clock.advance(31_000);
    await shop.services.jobs.runDue();
    expect(endpoint.requestsTo(sub).map((r) => r.status)).toEqual([500, 201]);
    expect(received(sub)).toEqual([payload, payload]);
    expect(await pushJobsFor(id)).toMatchObject([{ attempts: 1, done_at: expect.any(String) }]);
  });

  it('finishes a send job whose subscription was deleted meanwhile, sending nothing', async () => {
    const before = endpoint.requests.length;
    const now = shop.clock.now().toISOString();
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare("INSERT INTO jobs (kind, payload, run_at, attempts, created_at) VALUES ('push.send', ?, ?, 0, ?)")
        .run(JSON.stringify({ subscriptionId: 'deleted0000000000000000000000000', payload }), now, now),
    );
    await shop.services.jobs.runDue();
    expect(await pushJobsFor('deleted0000000000000000000000000')).toMatchObject([{ attempts: 0, done_at: expect.any(String), last_error: null }]);
    expect(endpoint.requests.length).toBe(before);
  });
});

describe('POST and DELETE /api/push/subscribe', () => {
  it('needs a valid admin token for an admin device', async () => {
    const sub = endpoint.subscribe();
    const attempts: Array<Record<string, string>> = [{}, { Authorization: 'Bearer not-a-token' }, { Authorization: `Bearer ${'x'.repeat(43)}` }];
    for (const headers of attempts) {
      const res = await subscribe(shop, subscribeBody(sub, { kind: 'admin' }), headers);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ error: 'Authentication required' });
    }
    expect(await storedSubscription(sub)).toBeUndefined();
  });

  it('answers 404 for an order, free song or chat that does not exist, or a chat token that does not match', async () => {
    const sessionId = 'c'.repeat(32);
    const chatToken = 'T'.repeat(43);
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('INSERT INTO chat_sessions (id, token_hash, customer_name, customer_email, created_at, last_message_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(sessionId, createHash('sha256').update(chatToken).digest('hex'), 'Ana', 'ana@example.com', '2026-01-15T12:00:00.000Z', '2026-01-15T12:00:00.000Z'),
    );
    const targets: Target[] = [
      { kind: 'order', token: 'no-such-order-token' },
      { kind: 'freeSong', id: '0123456789abcdef0123456789abcdef' },
      { kind: 'chat', sessionId: 'd'.repeat(32), token: chatToken },
      { kind: 'chat', sessionId, token: 'W'.repeat(43) },
    ];
    for (const target of targets) {
      const res = await subscribe(shop, subscribeBody(endpoint.subscribe(), target));
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: PUSH_MESSAGES.notFound });
    }
    const sub = endpoint.subscribe();
    expect((await subscribe(shop, subscribeBody(sub, { kind: 'chat', sessionId, token: chatToken }))).status).toBe(201);
    expect(await storedSubscription(sub)).toMatchObject({ owner_kind: 'chat', owner_id: sessionId });
  });

  it('refuses a body that is not a push subscription with the schema’s message', async () => {
    const sub = endpoint.subscribe();
    const cases: Array<[unknown, string, string]> = [
      [{ ...subscribeBody(sub, { kind: 'admin' }), endpoint: sub.endpoint.replace('https:', 'http:') }, PUSH_MESSAGES.endpointInvalid, 'endpoint'],
      [{ ...subscribeBody(sub, { kind: 'admin' }), endpoint: 'not a url' }, PUSH_MESSAGES.endpointInvalid, 'endpoint'],
      [{ endpoint: sub.endpoint, target: { kind: 'admin' } }, PUSH_MESSAGES.keysMissing, 'keys'],
      [{ ...subscribeBody(sub, { kind: 'admin' }), keys: { p256dh: sub.keys.p256dh } }, PUSH_MESSAGES.keysMissing, 'keys.auth'],
      [{ ...subscribeBody(sub, { kind: 'admin' }), keys: { p256dh: 'short', auth: sub.keys.auth } }, PUSH_MESSAGES.keysMissing, 'keys.p256dh'],
      [subscribeBody(sub, { kind: 'everyone' }), PUSH_MESSAGES.targetInvalid, 'target.kind'],
      [{ endpoint: sub.endpoint, keys: sub.keys }, PUSH_MESSAGES.targetInvalid, 'target'],
    ];
    for (const [body, message, field] of cases) {
      const res = await subscribe(shop, body, { Authorization: `Bearer ${token}` });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: message, field });
    }
    expect(await storedSubscription(sub)).toBeUndefined();
  });

  it('moves an endpoint stored before to its latest keys and target (200), keeping one row', async () => {
    const [first, second] = [await paidOrder(shop), await paidOrder(shop)];
    const sub = await orderDevice(first);
    const renewed = endpoint.subscribe();
    const res = await subscribe(shop, subscribeBody({ endpoint: sub.endpoint, keys: renewed.keys }, { kind: 'order', token: (await storedOrder(shop, second))!.public_token }));
    expect(res.status).toBe(200);
    const rows = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT owner_id, p256dh FROM push_subscriptions WHERE endpoint = ?').all(sub.endpoint));
    expect(rows).toEqual([{ owner_id: second, p256dh: renewed.keys.p256dh }]);
  });

  it('forgets an endpoint on DELETE (204), and answers 204 for one it never knew', async () => {
    const sub = await adminDevice();
    const remove = (body: unknown) =>
      fetch(`${shop.url}/api/push/subscribe`, { method: 'DELETE', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() }, body: JSON.stringify(body) });
    expect((await remove({ endpoint: sub.endpoint })).status).toBe(204);
    expect(await storedSubscription(sub)).toBeUndefined();
    expect((await remove({ endpoint: sub.endpoint })).status).toBe(204);
    expect((await remove({ endpoint: `${endpoint.origin}/push/never-subscribed` })).status).toBe(204);
    const bad = await remove({ endpoint: 'http://push.example/x' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ error: PUSH_MESSAGES.endpointInvalid, field: 'endpoint' });
  });

  it('limits subscribing and unsubscribing to 20 an hour per address (429 with Retry-After)', async () => {
    const address = { 'X-Forwarded-For': '198.51.100.77' };
    const orderId = await paidOrder(shop);
    const target = { kind: 'order', token: (await storedOrder(shop, orderId))!.public_token };
    for (let i = 0; i < 20; i++) expect((await subscribe(shop, subscribeBody(endpoint.subscribe(), target), address)).status).toBe(201);
    const refused = await subscribe(shop, subscribeBody(endpoint.subscribe(), target), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ error: PUSH_MESSAGES.tooMany });
    const remove = await fetch(`${shop.url}/api/push/subscribe`, { method: 'DELETE', headers: { 'Content-Type': 'application/json', ...address }, body: JSON.stringify({ endpoint: `${endpoint.origin}/push/x` }) });
    expect(remove.status).toBe(429);
    // One order keeps its newest ten devices.
    expect(await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE owner_id = ?').get<{ n: number }>(orderId))!.n)).toBe(10);
  });

  it('never writes an endpoint into the log or a job’s error (its origin only)', async () => {
    expect(used.length).toBeGreaterThan(20);
    const secrets = used.map((e) => new URL(e, 'https://x').pathname).filter((p) => p.length > 10);
    const jobText = await withDatabase(shop.dataDir, async (db) => JSON.stringify(await db.prepare("SELECT last_error FROM jobs WHERE kind = 'push.send'").all()));
    for (const secret of secrets) {
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
      expect(jobText).not.toContain(secret);
    }
    expect(logs.some((line) => line.startsWith('POST /api/push/subscribe 201'))).toBe(true);
  });
});
