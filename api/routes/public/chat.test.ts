// Live chat on a real server: starting, the token rules (another session's id or a wrong token is refused),
// bad input, limits, resends by client message id, markup kept as text, and the admin's side of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES, type AdminChatSession, type ChatMessage, type ChatStarted } from '../../../shared/schemas/chat';
import { adminCall, adminToken, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { usingPostgres } from '../../../testing/testDatabase';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let admin: string;
let address = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  admin = await adminToken(shop);
});
afterAll(() => shop.destroy());

const START = { customerName: 'Dana', customerEmail: 'dana@example.com', customerPhone: '+1 555 0100', initialMessage: 'Hi! Can you write a song in Spanish?' };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.1.${(address = (address % 250) + 1)}`, ...headers }, body: JSON.stringify(body) });
}

async function start(overrides: Record<string, unknown> = {}): Promise<ChatStarted> {
  const res = await post('/api/chat/start', { ...START, ...overrides });
  expect(res.status).toBe(201);
  return json<ChatStarted>(res);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const rows = (sessionId: string) => withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM chat_messages WHERE session_id = ? ORDER BY id').all(sessionId));

describe('POST /api/chat/start', () => {
  it('answers a session id and a token, stores the first message, and keeps only the token’s hash', async () => {
    const started = await start();
    expect(started.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(started.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.message).toMatchObject({ sender: 'customer', message: START.initialMessage, sessionId: started.sessionId });
    const stored = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM chat_sessions WHERE id = ?').get(started.sessionId));
    expect(stored).toMatchObject({ customer_name: 'Dana', customer_email: 'dana@example.com', customer_phone: '+1 555 0100' });
    expect(JSON.stringify(stored)).not.toContain(started.token);
  });

  it('a start retried with the same first-message id answers the chat it already made', async () => {
    const body = { ...START, clientMessageId: 'first-msg-000001' };
    const first = await post('/api/chat/start', body);
    const again = await post('/api/chat/start', body);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = [await json<ChatStarted>(first), await json<ChatStarted>(again)];
    expect(b).toEqual(a);
    expect(await rows(a.sessionId)).toHaveLength(1);
    // The same id as a later message of another chat is no start of this one.
    const other = await start();
    await post('/api/chat/send', { sessionId: other.sessionId, message: 'later', clientMessageId: 'later-msg-000001' }, bearer(other.token));
    const fresh = await post('/api/chat/start', { ...START, clientMessageId: 'later-msg-000001' });
    expect(fresh.status).toBe(201);
    expect((await json<ChatStarted>(fresh)).sessionId).not.toBe(other.sessionId);
  });

  it('takes the phone as optional', async () => {
    const { customerPhone: _, ...withoutPhone } = START;
    const res = await post('/api/chat/start', withoutPhone);
    expect(res.status).toBe(201);
  });

  it('keeps no session when its first message cannot be stored (one transaction)', async () => {
    const FAIL = 'This first message is refused by the database';
    const triggers = usingPostgres()
      ? [
          `CREATE FUNCTION refuse_chat_message() RETURNS trigger AS $$ BEGIN IF NEW.message = '${FAIL}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
          'CREATE TRIGGER refuse_chat_message BEFORE INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION refuse_chat_message()',
        ]
      : [`CREATE TRIGGER refuse_chat_message BEFORE INSERT ON chat_messages WHEN NEW.message = '${FAIL}' BEGIN SELECT RAISE(ABORT, 'refused'); END`];
    await withDatabase(shop.dataDir, async (db) => {
      for (const statement of triggers) await db.prepare(statement).run();
    });
    try {
      const email = 'refused-start@example.com';
      const res = await post('/api/chat/start', { ...START, customerEmail: email, initialMessage: FAIL });
      expect(res.status).toBe(500);
      const sessions = await withDatabase(shop.dataDir, (db) =>
        db.prepare('SELECT count(*) AS n FROM chat_sessions WHERE customer_email = ?').get<{ n: number }>(email),
      );
      expect(sessions!.n).toBe(0);
    } finally {
      await withDatabase(shop.dataDir, (db) => db.prepare('DROP TRIGGER refuse_chat_message' + (usingPostgres() ? ' ON chat_messages' : '')).run());
    }
    expect((await post('/api/chat/start', START)).status).toBe(201);
  });

  it.each([
    ['no name', { customerName: '  ' }, CHAT_MESSAGES.nameMissing, 'customerName'],
    ['no email', { customerEmail: undefined }, CHAT_MESSAGES.emailMissing, 'customerEmail'],
    ['a malformed email', { customerEmail: 'dana@' }, CHAT_MESSAGES.emailInvalid, 'customerEmail'],
    ['no first message', { initialMessage: '' }, CHAT_MESSAGES.initialMissing, 'initialMessage'],
    ['a first message over the limit', { initialMessage: 'x'.repeat(CHAT_LIMITS.message + 1) }, CHAT_MESSAGES.messageTooLong, 'initialMessage'],
    ['an unknown field', { vip: true }, 'Unknown field: vip', 'vip'],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_case, overrides, message, field) => {
    const before = await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM chat_sessions').get<{ n: number }>())!.n);
    const res = await post('/api/chat/start', { ...START, ...overrides });
    expect({ status: res.status, body: await json(res) }).toEqual({ status: 400, body: { error: message, field } });
    expect(await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM chat_sessions').get<{ n: number }>())!.n)).toBe(before);
  });

  it('allows five new chats an hour per address, then 429 with Retry-After', async () => {
    const from = { 'X-Forwarded-For': '198.19.7.7' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/chat/start', START, from)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post('/api/chat/start', START, from);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ error: CHAT_MESSAGES.tooManySessions });
  });
});

describe('POST /api/chat/send and GET /api/chat/messages (customer)', () => {
  it('sends with the token and lists the conversation in order', async () => {
    const { sessionId, token } = await start();
    const res = await post('/api/chat/send', { sessionId, message: 'Also: is rush delivery possible?' }, bearer(token));
    expect(res.status).toBe(201);
    const sent = await json<ChatMessage>(res);
    expect(sent).toMatchObject({ sessionId, sender: 'customer', message: 'Also: is rush delivery possible?' });
    // The token may also come as a field (the spec's payload plus ours).
    expect((await post('/api/chat/send', { sessionId, message: 'Thanks!', token })).status).toBe(201);
    const list = await json<ChatMessage[]>(await fetch(`${shop.url}/api/chat/messages?sessionId=${sessionId}`, { headers: bearer(token) }));
    expect(list.map((m) => m.message)).toEqual([START.initialMessage, 'Also: is rush delivery possible?', 'Thanks!']);
    const after = await json<ChatMessage[]>(await fetch(`${shop.url}/api/chat/messages?sessionId=${sessionId}&after=${sent.id}`, { headers: bearer(token) }));
    expect(after.map((m) => m.message)).toEqual(['Thanks!']);
  });

  it('refuses another session’s id, a wrong token or none: 403, and an unknown session: 404', async () => {
    const mine = await start();
    const theirs = await start({ customerName: 'Eve' });
    const attempts: Array<[string, Record<string, string>, number]> = [
      [theirs.sessionId, bearer(mine.token), 403],
      [mine.sessionId, bearer('x'.repeat(43)), 403],
      [mine.sessionId, {}, 403],
      ['0123456789abcdef0123456789abcdef', bearer(mine.token), 404],
      ['../../etc/passwd', bearer(mine.token), 404],
    ];
    for (const [sessionId, headers, status] of attempts) {
      const send = await post('/api/chat/send', { sessionId, message: 'peek' }, headers);
      expect({ sessionId, status: send.status }).toEqual({ sessionId, status });
      const read = await fetch(`${shop.url}/api/chat/messages?sessionId=${encodeURIComponent(sessionId)}`, { headers });
      expect({ sessionId, status: read.status }).toEqual({ sessionId, status });
    }
    expect((await rows(theirs.sessionId)).map((r) => r.message)).toEqual([START.initialMessage]);
  });

  it.each([
    ['a blank message', '   ', CHAT_MESSAGES.messageBlank],
    ['a message over 2,000 characters', 'y'.repeat(CHAT_LIMITS.message + 1), CHAT_MESSAGES.messageTooLong],
  ])('refuses %s with 400', async (_case, message, error) => {
    const { sessionId, token } = await start();
    const res = await post('/api/chat/send', { sessionId, message }, bearer(token));
    expect({ status: res.status, body: await json(res) }).toEqual({ status: 400, body: { error, field: 'message' } });
    expect(await rows(sessionId)).toHaveLength(1);
  });

  it('takes exactly 2,000 characters', async () => {
    const { sessionId, token } = await start();
    expect((await post('/api/chat/send', { sessionId, message: 'z'.repeat(CHAT_LIMITS.message) }, bearer(token))).status).toBe(201);
  });

  it('a resend with the same client message id is the message already stored', async () => {
    const { sessionId, token } = await start();
    const body = { sessionId, message: 'Sent on a train', clientMessageId: 'msg-train-0001' };
    const [a, b] = await Promise.all([post('/api/chat/send', body, bearer(token)), post('/api/chat/send', body, bearer(token))]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await json<ChatMessage>(a)).id).toBe((await json<ChatMessage>(b)).id);
    expect((await rows(sessionId)).filter((r) => r.message === 'Sent on a train')).toHaveLength(1);
  });

  it('allows 20 messages a minute per session, then 429 with Retry-After', async () => {
    const { sessionId, token } = await start();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('/api/chat/send', { sessionId, message: `n${i}` }, bearer(token))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    shop.clock.advance(61_000);
    expect((await post('/api/chat/send', { sessionId, message: 'a minute later' }, bearer(token))).status).toBe(201);
  });

  it('keeps markup as text: stored and answered exactly as typed', async () => {
    const { sessionId, token } = await start({ customerName: '<img src=x onerror=alert(1)>' });
    const script = '<script>alert("hi")</script> & <b>bold</b>';
    await post('/api/chat/send', { sessionId, message: script }, bearer(token));
    const list = await json<ChatMessage[]>(await fetch(`${shop.url}/api/chat/messages?sessionId=${sessionId}`, { headers: bearer(token) }));
    expect(list.at(-1)!.message).toBe(script);
    const sessions = await json<AdminChatSession[]>(await adminCall(shop, admin, 'GET', '/api/admin/chat/sessions'));
    expect(sessions.find((s) => s.id === sessionId)!.customerName).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the admin side', () => {
  it('needs a signed-in admin for every admin chat route and for sending as admin', async () => {
    const { sessionId } = await start();
    for (const [method, path] of [
      ['GET', '/api/admin/chat/sessions'],
      ['GET', `/api/admin/chat/messages/${sessionId}`],
      ['POST', `/api/admin/chat/sessions/${sessionId}/read`],
      ['GET', '/api/admin/chat/stream'],
    ] as const) {
      expect((await fetch(`${shop.url}${path}`, { method })).status).toBe(401);
    }
    expect((await post('/api/chat/send', { sessionId, message: 'I am support', sender: 'admin' })).status).toBe(401);
    expect(await rows(sessionId)).toHaveLength(1);
  });

  it('lists sessions newest activity first with unread counts, phone and the customer’s paid orders', async () => {
    await paidOrder(shop, { email: 'Buyer@Example.com' });
    const older = await start({ customerName: 'Older', customerEmail: 'buyer@example.com' });
    shop.clock.advance(1000);
    const newer = await start({ customerName: 'Newer', customerEmail: 'nobody@example.com' });
    shop.clock.advance(1000);
    await post('/api/chat/send', { sessionId: older.sessionId, message: 'Still there?' }, bearer(older.token));
    const list = await json<AdminChatSession[]>(await adminCall(shop, admin, 'GET', '/api/admin/chat/sessions'));
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(older.sessionId)).toBeLessThan(ids.indexOf(newer.sessionId));
    expect(list.find((s) => s.id === older.sessionId)).toMatchObject({ customerName: 'Older', customerPhone: '+1 555 0100', unread: 2, orderCount: 1, lastMessage: 'Still there?', lastSender: 'customer' });
    expect(list.find((s) => s.id === newer.sessionId)).toMatchObject({ unread: 1, orderCount: 0 });

    // Reading the thread clears its unread count; the reply goes to the customer as 'admin'.
    const read = await json<AdminChatSession>(await adminCall(shop, admin, 'POST', `/api/admin/chat/sessions/${older.sessionId}/read`));
    expect(read.unread).toBe(0);
    const reply = await post('/api/chat/send', { sessionId: older.sessionId, message: 'Yes! How can we help?', sender: 'admin' }, bearer(admin));
    expect(reply.status).toBe(201);
    const thread = await json<ChatMessage[]>(await adminCall(shop, admin, 'GET', `/api/admin/chat/messages/${older.sessionId}`));
    expect(thread.map((m) => [m.sender, m.message])).toEqual([
      ['customer', START.initialMessage],
      ['customer', 'Still there?'],
      ['admin', 'Yes! How can we help?'],
    ]);
    expect((await adminCall(shop, admin, 'GET', '/api/admin/chat/messages/0123456789abcdef0123456789abcdef')).status).toBe(404);
  });
});
