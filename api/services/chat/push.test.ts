// Chat's pushes, end to end through a local HTTPS push service (decrypted as a browser would): admins hear of
// a new chat and of messages in a chat nobody has open; a customer hears of a reply while their chat is closed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatStarted } from '../../../shared/schemas/chat';
import { adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let endpoint: PushEndpoint;
let shop: TestShop;
let admin: string;
let adminPhone: BrowserSubscription;
let visitors = 0;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.9.${++visitors}`, ...headers },
    body: JSON.stringify(body),
  });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function device(target: Record<string, unknown>, headers: Record<string, string> = {}) {
  const sub = endpoint.subscribe();
  const res = await post('/api/push/subscribe', { endpoint: sub.endpoint, keys: sub.keys, target }, headers);
  expect(res.status).toBe(201);
  return sub;
}

const received = (sub: BrowserSubscription) => endpoint.requestsTo(sub).map((r) => sub.decrypt(r.body));
const settle = async () => {
  await shop.services.jobs.runDue();
  await shop.services.jobs.runDue();
};

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    pushAgent: endpoint.agent,
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' },
  });
  admin = await adminToken(shop);
  adminPhone = await device({ kind: 'admin' }, bearer(admin));
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.requests.length = 0;
});

describe('chat pushes', () => {
  it('a new chat alerts every admin device with who wrote, what, and the chat’s address', async () => {
    const res = await post('/api/chat/start', {
      customerName: 'Ines',
      customerEmail: 'ines@example.com',
      initialMessage: 'Is a song in Portuguese possible?',
    });
    const { sessionId } = await json<ChatStarted>(res);
    await settle();
    expect(received(adminPhone)).toEqual([
      {
        title: 'New chat from Ines',
        body: 'Is a song in Portuguese possible?',
        url: `/admin?tab=chat&session=${sessionId}`,
        tag: `chat-${sessionId}`,
      },
    ]);
  });

  it('a customer’s message alerts the admins only while no admin has that chat open', async () => {
    const { sessionId, token } = await json<ChatStarted>(
      await post('/api/chat/start', { customerName: 'Joao', customerEmail: 'joao@example.com', initialMessage: 'Hello' }),
    );
    await settle();
    endpoint.requests.length = 0;

    await post('/api/chat/send', { sessionId, message: 'Anyone there?' }, bearer(token));
    await settle();
    expect(received(adminPhone)).toEqual([
      { title: 'Joao wrote', body: 'Anyone there?', url: `/admin?tab=chat&session=${sessionId}`, tag: `chat-${sessionId}` },
    ]);

    // An admin opens the thread (its heartbeat): the next message pushes no one.
    await post(`/api/admin/chat/sessions/${sessionId}/read`, {}, bearer(admin));
    endpoint.requests.length = 0;
    await post('/api/chat/send', { sessionId, message: 'Ah, hi!' }, bearer(token));
    await settle();
    expect(received(adminPhone)).toEqual([]);
  });

  it('a reply reaches the customer’s device while their chat is closed, not while it is open', async () => {
    const { sessionId, token } = await json<ChatStarted>(
      await post('/api/chat/start', { customerName: 'Kim', customerEmail: 'kim@example.com', initialMessage: 'Question about rush' }),
    );
    const phone = await device({ kind: 'chat', sessionId, token });
    await settle();

    await post('/api/chat/presence', { sessionId, open: true }, bearer(token));
    await post('/api/chat/send', { sessionId, message: 'Rush is 6 hours.', sender: 'admin' }, bearer(admin));
    await settle();
    expect(received(phone)).toEqual([]);

    await post('/api/chat/presence', { sessionId, open: false }, bearer(token));
    await post('/api/chat/send', { sessionId, message: 'Anything else, Kim?', sender: 'admin' }, bearer(admin));
    await settle();
    expect(received(phone)).toEqual([
      { title: 'Serenade support replied', body: 'Anything else, Kim?', url: `/#chat=${sessionId}`, tag: `chat-${sessionId}` },
    ]);
    // Admin devices are not told about the admins' own replies.
    expect(received(adminPhone).filter((p) => (p as { body: string }).body === 'Anything else, Kim?')).toEqual([]);
    expect(
      await withDatabase(shop.dataDir, (db) =>
        db.prepare('SELECT owner_kind, owner_id FROM push_subscriptions WHERE endpoint = ?').get(phone.endpoint),
      ),
    ).toEqual({ owner_kind: 'chat', owner_id: sessionId });
  });

  it('titles the customer’s push with the shop profile’s name as it is when the reply is sent', async () => {
    const renamed = await fetch(`${shop.url}/api/admin/shop-profile`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({ name: 'Cantata & Co' }),
    });
    expect(renamed.status).toBe(200);
    const { sessionId, token } = await json<ChatStarted>(
      await post('/api/chat/start', { customerName: 'Lu', customerEmail: 'lu@example.com', initialMessage: 'Hi there' }),
    );
    const phone = await device({ kind: 'chat', sessionId, token });
    await settle();
    await post('/api/chat/send', { sessionId, message: 'Hello Lu!', sender: 'admin' }, bearer(admin));
    await settle();
    expect(received(phone)).toEqual([
      { title: 'Cantata & Co support replied', body: 'Hello Lu!', url: `/#chat=${sessionId}`, tag: `chat-${sessionId}` },
    ]);
  });
});
