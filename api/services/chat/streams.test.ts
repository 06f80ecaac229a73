// The live side of chat on a real server: both streams deliver messages, typing and read signals at once,
// a reconnect with Last-Event-ID replays what was missed, the stream is neither compressed nor buffered, and
// after ten unanswered minutes the customer is promised — and later sent — one mail holding the replies.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStarted } from '../../../shared/schemas/chat';
import { adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { openSseClient, type SseClient } from '../../../testing/sse';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const PUBLIC_URL = 'https://shop.example';
let shop: TestShop;
let sink: SmtpSink;
let admin: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' },
  });
  admin = await adminToken(shop);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await shop.destroy();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

let visitors = 0;
/** Each chat from a visitor of its own (new chats are limited per address). */
async function start(name = 'Dana', email = 'dana@example.com'): Promise<ChatStarted> {
  const res = await post(
    '/api/chat/start',
    { customerName: name, customerEmail: email, initialMessage: 'Hello there' },
    { 'X-Forwarded-For': `198.18.2.${++visitors}` },
  );
  expect(res.status).toBe(201);
  return json<ChatStarted>(res);
}

async function customerStream(sessionId: string, token: string, headers: Record<string, string> = {}) {
  const s = await openSseClient(`${shop.url}/api/chat/stream?sessionId=${sessionId}`, { ...bearer(token), ...headers });
  streams.push(s);
  return s;
}

async function adminStream(headers: Record<string, string> = {}) {
  const s = await openSseClient(`${shop.url}/api/admin/chat/stream`, { ...bearer(admin), ...headers });
  streams.push(s);
  return s;
}

const messageEvent = (text: string) => (e: { event: string; data: unknown }) =>
  e.event === 'message' && (e.data as { message: ChatMessage }).message.message === text;

describe('the streams', () => {
  it('are event streams nobody buffers or compresses, and refuse a wrong token', async () => {
    const { sessionId, token } = await start();
    const s = await customerStream(sessionId, token, { 'Accept-Encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('content-encoding')).toBeNull();
    s.close();
    const other = await start('Eve', 'eve@example.com');
    expect((await customerStream(sessionId, other.token)).status).toBe(403);
    expect((await openSseClient(`${shop.url}/api/admin/chat/stream`)).status).toBe(401);
  });

  it('carry messages both ways with their id as the event id, and typing and read signals', async () => {
    const { sessionId, token } = await start();
    const customer = await customerStream(sessionId, token);
    const admins = await adminStream();

    const sent = await json<ChatMessage>(await post('/api/chat/send', { sessionId, message: 'Do you do lullabies?' }, bearer(token)));
    const seen = await admins.next(messageEvent('Do you do lullabies?'));
    expect(seen.id).toBe(String(sent.id));
    expect(seen.data).toEqual({ type: 'message', message: sent });
    await admins.next((e) => e.event === 'session' && (e.data as { session: { id: string; unread: number } }).session.id === sessionId);

    await post('/api/chat/typing', { sessionId }, bearer(token));
    await admins.next((e) => e.event === 'typing' && (e.data as { sessionId: string; sender: string }).sessionId === sessionId);

    await post('/api/admin/chat/typing', { sessionId }, bearer(admin));
    await customer.next((e) => e.event === 'typing' && (e.data as { sender: string }).sender === 'admin');
    const reply = await json<ChatMessage>(
      await post('/api/chat/send', { sessionId, message: 'We do! Sweet ones.', sender: 'admin' }, bearer(admin)),
    );
    const got = await customer.next(messageEvent('We do! Sweet ones.'));
    expect(got.id).toBe(String(reply.id));
    expect((got.data as { message: ChatMessage }).message.sender).toBe('admin');

    await post(`/api/admin/chat/sessions/${sessionId}/read`, {}, bearer(admin));
    const read = await customer.next((e) => e.event === 'read');
    expect(read.data).toEqual({ type: 'read', sessionId, reader: 'admin', upTo: reply.id });
    // Typing and read signals carry no id: a reconnect replays messages only.
    expect(read.id).toBeUndefined();
  });

  it('a customer’s stream sees only its own session', async () => {
    const mine = await start();
    const theirs = await start('Eve', 'eve@example.com');
    const customer = await customerStream(mine.sessionId, mine.token);
    await post('/api/chat/send', { sessionId: theirs.sessionId, message: 'secret of Eve' }, bearer(theirs.token));
    await post('/api/chat/send', { sessionId: mine.sessionId, message: 'mine again' }, bearer(mine.token));
    await customer.next(messageEvent('mine again'));
    expect(customer.events.some(messageEvent('secret of Eve'))).toBe(false);
  });

  it('a reconnect with Last-Event-ID replays exactly what was missed, in order', async () => {
    const { sessionId, token } = await start();
    const first = await customerStream(sessionId, token);
    const one = await json<ChatMessage>(await post('/api/chat/send', { sessionId, message: 'one' }, bearer(token)));
    await first.next(messageEvent('one'));
    first.close();
    // While the customer's phone is in a tunnel:
    await post('/api/chat/send', { sessionId, message: 'two', sender: 'admin' }, bearer(admin));
    await post('/api/chat/send', { sessionId, message: 'three', sender: 'admin' }, bearer(admin));

    const again = await customerStream(sessionId, token, { 'Last-Event-ID': String(one.id) });
    await again.next(messageEvent('three'));
    expect(again.events.filter((e) => e.event === 'message').map((e) => (e.data as { message: ChatMessage }).message.message)).toEqual([
      'two',
      'three',
    ]);

    // The admins' stream replays across sessions the same way (the query parameter works too).
    const other = await start('Finn', 'finn@example.com');
    const admins = await adminStream({ 'Last-Event-ID': String(one.id) });
    await admins.next(messageEvent('Hello there'));
    const replayed = admins.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(replayed).toEqual([...replayed].sort((a, b) => a - b));
    expect(replayed[0]).toBeGreaterThan(one.id);
    expect(
      admins.events.some((e) => e.event === 'message' && (e.data as { message: ChatMessage }).message.sessionId === other.sessionId),
    ).toBe(true);
  });
});

describe('when nobody answers within ten minutes', () => {
  const settle = () => jobsDone(shop);

  it('the customer is told replies also come by email, and later replies arrive in one mail', async () => {
    const { sessionId, token } = await start('Gus <b>', 'gus@example.com');
    const customer = await customerStream(sessionId, token);
    shop.clock.advance(9 * 60_000);
    await settle();
    expect(customer.events.some((e) => e.event === 'notice')).toBe(false);
    shop.clock.advance(60_000 + 1000);
    await settle();
    const notice = await customer.next((e) => e.event === 'notice');
    expect(notice.data).toMatchObject({ type: 'notice', sessionId });
    const view = await json<{ emailFallbackAt: string | null }>(
      await fetch(`${shop.url}/api/chat/session?sessionId=${sessionId}`, { headers: bearer(token) }),
    );
    expect(view.emailFallbackAt).not.toBeNull();
    customer.close();

    // Two replies a few seconds apart, the widget closed: one mail with both, escaped, with a link back.
    await post('/api/chat/send', { sessionId, message: 'Sorry for the wait! <script>x</script>', sender: 'admin' }, bearer(admin));
    shop.clock.advance(5000);
    await post('/api/chat/send', { sessionId, message: 'Yes, we can do that.', sender: 'admin' }, bearer(admin));
    shop.clock.advance(61_000);
    await settle();
    await settle();
    const mails = sink.messages.filter((m) => m.to?.[0]?.address === 'gus@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Our 2 replies to your chat with Serenade');
    expect(mails[0]!.text).toContain('Sorry for the wait! <script>x</script>');
    expect(mails[0]!.text).toContain('Yes, we can do that.');
    expect(mails[0]!.html).toContain('Sorry for the wait! &lt;script&gt;x&lt;/script&gt;');
    expect(mails[0]!.html).not.toContain('<script>');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/#chat=${sessionId}&token=${token}`);

    // A later reply the customer reads in the open widget is not mailed.
    await post('/api/chat/presence', { sessionId, open: true }, bearer(token));
    await post('/api/chat/send', { sessionId, message: 'Anything else?', sender: 'admin' }, bearer(admin));
    shop.clock.advance(61_000);
    await settle();
    expect(sink.messages.filter((m) => m.to?.[0]?.address === 'gus@example.com')).toHaveLength(1);
  });

  it('no promise when an admin answered in time', async () => {
    const { sessionId, token } = await start('Hana', 'hana@example.com');
    shop.clock.advance(2 * 60_000);
    await post('/api/chat/send', { sessionId, message: 'Hi Hana!', sender: 'admin' }, bearer(admin));
    shop.clock.advance(10 * 60_000);
    await settle();
    const view = await json<{ emailFallbackAt: string | null }>(
      await fetch(`${shop.url}/api/chat/session?sessionId=${sessionId}`, { headers: bearer(token) }),
    );
    expect(view.emailFallbackAt).toBeNull();
    expect(
      await withDatabase(shop.dataDir, (db) => db.prepare('SELECT email_fallback_at FROM chat_sessions WHERE id = ?').get(sessionId)),
    ).toEqual({ email_fallback_at: null });
    expect(sink.messages.filter((m) => m.to?.[0]?.address === 'hana@example.com')).toHaveLength(0);
  });
});
