// Admin access ends with its session (issue 22): an open live stream closes when its session is signed out (at
// once), expires or is ended by a new password (at the next keep-alive check), and the push devices subscribed
// in a session are forgotten with it (a new password forgets them all). Settings lists the devices, with Remove.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPushDevice } from '../../../shared/admin-api-types';
import type { ChatStarted } from '../../../shared/schemas/chat';
import { SESSION_MS } from '../../services/admin/auth';
import { setAdminPassword } from '../../services/admin/passwordReset';
import { adminToken, eventually, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { openSseClient, type SseClient } from '../../../testing/sse';
import type { Kysely } from 'kysely';
import { databaseTarget, openDatabase } from '../../db/connect';
import type { Database } from '../../db/schema';
import { json, startTestShop, TestClock, type TestShop } from '../../../testing/testServer';

/** The shop's database as a tool beside the server opens it (`npm run admin-password`). */
async function withKysely<T>(target: TestShop, use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = await openDatabase(databaseTarget(target.config));
  try {
    return await use(db.kysely);
  } finally {
    await db.close();
  }
}

/** Keep-alives (and so the session checks) this often, so a test sees one soon. */
const KEEPALIVE_MS = 100;

let endpoint: PushEndpoint;
let shop: TestShop;
const clock = new TestClock();
let visitors = 0;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  fetch(`${shop.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.18.7.${++visitors % 250}`,
      ...(token ? bearer(token) : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const startChat = async (customerName: string) =>
  json<ChatStarted>(
    await call('POST', '/api/chat/start', undefined, { customerName, customerEmail: 'c@example.com', initialMessage: 'Hi' }),
  );
const stream = (token: string) => openSseClient(`${shop.url}/api/admin/chat/stream`, bearer(token));
const settle = async () => {
  await shop.services.jobs.runDue();
  await shop.services.jobs.runDue();
};

async function adminDevice(token: string): Promise<BrowserSubscription> {
  const sub = endpoint.subscribe();
  const res = await call('POST', '/api/push/subscribe', token, { endpoint: sub.endpoint, keys: sub.keys, target: { kind: 'admin' } });
  expect(res.status).toBe(201);
  return sub;
}
const devices = async (token: string) => json<AdminPushDevice[]>(await call('GET', '/api/admin/push/devices', token));
const alertsTo = (sub: BrowserSubscription) => endpoint.requestsTo(sub).map((r) => (sub.decrypt(r.body) as { title: string }).title);

/** Waits for the stream to end, and says whether it did (a stream that stays open fails the test, not the run). */
const endsWithin = async (client: SseClient, ms = 5000) => {
  let ended = false;
  void client.ended.then(() => (ended = true));
  return vi
    .waitFor(() => expect(ended).toBe(true), { timeout: ms })
    .then(
      () => true,
      () => false,
    );
};

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    clock,
    pushAgent: endpoint.agent,
    sseKeepaliveMs: KEEPALIVE_MS,
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.requests.length = 0;
});

describe('an admin live stream lives no longer than its session', () => {
  it('closes at once when its session signs out, and tells nothing of chats started after', async () => {
    const token = await adminToken(shop);
    const other = await adminToken(shop);
    const mine = await stream(token);
    const theirs = await stream(other);
    expect(mine.status).toBe(200);
    await startChat('Before');
    await mine.next((e) => e.event === 'session');

    expect((await call('POST', '/api/admin/logout', token)).status).toBe(204);
    expect(await endsWithin(mine)).toBe(true);
    await startChat('After Logout');
    await theirs.next((e) => JSON.stringify(e.data).includes('After Logout'));
    expect(JSON.stringify(mine.events)).not.toContain('After Logout');
    // Coming back with the same token is refused.
    expect((await stream(token)).status).toBe(401);
    theirs.close();
  });

  it('closes at its next check once a new password was set from the shell', async () => {
    const token = await adminToken(shop);
    const client = await stream(token);
    expect(client.status).toBe(200);
    await withKysely(shop, (db) => setAdminPassword({ db, dataDir: shop.dataDir, now: clock.now() }, TEST_ADMIN_PASSWORD));
    expect(await endsWithin(client)).toBe(true);
    expect((await stream(token)).status).toBe(401);
  });

  it('closes once its session has expired', async () => {
    const token = await adminToken(shop);
    const client = await stream(token);
    await startChat('Still Signed In');
    await client.next((e) => JSON.stringify(e.data).includes('Still Signed In'));
    clock.advance(SESSION_MS + 1000);
    expect(await endsWithin(client)).toBe(true);
    await startChat('After Expiry');
    expect(JSON.stringify(client.events)).not.toContain('After Expiry');
  });
});

describe('admin push devices belong to the session that subscribed them', () => {
  it('signing out forgets that session’s device: it hears of no chat after', async () => {
    const token = await adminToken(shop);
    const stays = await adminToken(shop);
    const phone = await adminDevice(token);
    const laptop = await adminDevice(stays);
    await startChat('First');
    await settle();
    expect(alertsTo(phone)).toEqual(['New chat from First']);

    expect((await call('POST', '/api/admin/logout', token)).status).toBe(204);
    endpoint.requests.length = 0;
    await startChat('Second');
    await settle();
    expect(alertsTo(phone)).toEqual([]);
    expect(alertsTo(laptop)).toEqual(['New chat from Second']);
    const listed = await devices(stays);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ thisSession: true, lastPushAt: expect.any(String) as string });
  });

  it('Settings lists this account’s devices, and Remove forgets one (only an admin device, only with a token)', async () => {
    const token = await adminToken(shop);
    const phone = await adminDevice(token);
    const listed = await devices(token);
    const mine = listed.find((d) => d.thisSession)!;
    expect(mine).toEqual({
      id: expect.any(String) as string,
      service: '127.0.0.1',
      subscribedAt: clock.now().toISOString(),
      lastPushAt: null,
      thisSession: true,
    });
    // A customer's chat subscription is not an admin device.
    const chat = await startChat('Customer');
    const customerPhone = endpoint.subscribe();
    const customerSub = await call('POST', '/api/push/subscribe', undefined, {
      endpoint: customerPhone.endpoint,
      keys: customerPhone.keys,
      target: { kind: 'chat', sessionId: chat.sessionId, token: chat.token },
    });
    expect(customerSub.status).toBe(201);
    const customerId = await withKysely(
      shop,
      async (db) =>
        (await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', customerPhone.endpoint).executeTakeFirstOrThrow())
          .id,
    );
    expect(listed.map((d) => d.id)).not.toContain(customerId);
    const refused = await call('DELETE', `/api/admin/push/devices/${customerId}`, token);
    expect(refused.status).toBe(404);
    expect(await json(refused)).toEqual({ error: 'Device not found' });
    expect((await call('DELETE', `/api/admin/push/devices/${mine.id}`, undefined)).status).toBe(401);

    expect((await call('DELETE', `/api/admin/push/devices/${mine.id}`, token)).status).toBe(204);
    expect((await devices(token)).map((d) => d.id)).not.toContain(mine.id);
    expect((await call('DELETE', `/api/admin/push/devices/${mine.id}`, token)).status).toBe(404);
    await settle();
    endpoint.requests.length = 0;
    await startChat('After Remove');
    await settle();
    expect(alertsTo(phone)).toEqual([]);
  });

  it('a new password forgets every admin device', async () => {
    const first = await adminDevice(await adminToken(shop));
    const second = await adminDevice(await adminToken(shop));
    await withKysely(shop, (db) => setAdminPassword({ db, dataDir: shop.dataDir, now: clock.now() }, TEST_ADMIN_PASSWORD));
    const token = await adminToken(shop);
    expect(await devices(token)).toEqual([]);
    await startChat('After Reset');
    await settle();
    expect([...alertsTo(first), ...alertsTo(second)]).toEqual([]);
    await eventually(
      () => endpoint.requests.length,
      (n) => n === 0,
    );
  });
});
