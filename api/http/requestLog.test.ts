// The request log on a real server keeps capabilities out: an order, a free song and a chat are walked end to
// end through the API and their pages (order, song, reaction, thank-you, test checkout, unsubscribe), with
// odd-cased and percent-encoded addresses too, then no token or id seen on the way is anywhere in the log.
// And every route with a parameter, of the API and of the app, has its row in the log's route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission, AdminOrder, SongView } from '../../shared/admin-api-types';
import { APP_ROUTES } from '../../shared/routes';
import type { FreeSongSubmitted } from '../../shared/schemas/freeSong';
import type { ChatStarted } from '../../shared/schemas/chat';
import { adminCall, adminToken, form, TEST_ADMIN_PASSWORD, type FilePart } from '../../testing/admin';
import { fromNewClient } from '../../testing/clientAddress';
import { wavBytes } from '../../testing/files';
import { APPLICATION, applyForFreeSong } from '../../testing/freeSongs';
import { jobsDone } from '../../testing/jobs';
import { createCheckout, initOrder } from '../../testing/orders';
import { readOutbox } from '../../testing/outbox';
import { startPushEndpoint, type PushEndpoint } from '../../testing/pushEndpoint';
import { openSseClient } from '../../testing/sse';
import { json, startTestShop, type TestShop } from '../../testing/testServer';
import { LOGGED_ROUTES } from './logRedaction';

const PUBLIC_URL = 'https://shop.example';
let shop: TestShop;
let endpoint: PushEndpoint;
let admin: string;
const logs: string[] = [];

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    pushAgent: endpoint.agent,
    log: (line) => logs.push(line),
    env: {
      LOG_REQUESTS: 'true',
      TRUST_PROXY: 'true',
      PUBLIC_URL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    },
  });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});

/** Every token and id a walk saw, by what it is. */
type Seen = Array<[what: string, value: string]>;

function call(method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Response> {
  const asJson = init.body !== undefined && !(init.body instanceof FormData);
  return fetch(`${shop.url}${path}`, {
    method,
    headers: { ...fromNewClient(), ...(asJson ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    ...(init.body === undefined ? {} : { body: asJson ? JSON.stringify(init.body) : (init.body as FormData) }),
  });
}
const get = (path: string, headers: Record<string, string> = {}) => call('GET', path, { headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const pathOf = (url: string) => {
  const u = new URL(url, shop.url);
  return `${u.pathname}${u.search}`;
};
const mediaId = (url: string) => /\/api\/media\/([^/?]+)/.exec(url)![1]!;

/** The same address as the router still matches it: letters upper-cased, the capability's first character escaped. */
const oddly = (prefix: string, capability: string, rest = '') =>
  `${prefix.toUpperCase()}/%${capability.charCodeAt(0).toString(16).toUpperCase()}${capability.slice(1)}${rest}`;

const song = (): FilePart => ({ bytes: wavBytes(0.5), name: 'song.wav', type: 'audio/wav' });

/** The first bytes of an MP4 as a phone writes it ('isom' brand): what the reaction upload accepts. */
function mp4(): FilePart {
  const bytes = Buffer.alloc(4096);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4);
  bytes.write('isom', 16);
  bytes.write('mp41', 20);
  bytes.writeUInt32BE(4096 - 24, 24);
  bytes.write('mdat', 28);
  return { bytes, name: 'reaction.mp4', type: 'video/mp4' };
}

async function walkAnOrder(): Promise<Seen> {
  const orderId = await initOrder(shop, { email: 'log-walk-buyer@example.com' });
  const { body } = await createCheckout(shop, orderId);
  const sessionId = body.url!.split('/').pop()!;
  await get(`/test-checkout/${sessionId}`);
  expect((await get(`/api/test-checkout/${sessionId}`)).status).toBe(200);
  const paid = await call('POST', `/api/test-checkout/${sessionId}/pay`, { body: {} });
  const { redirectUrl } = await json<{ redirectUrl: string }>(paid);
  await get(pathOf(redirectUrl)); // /thank-you?session_id=…&amount=…&currency=…
  await get(`/checkout-pending?session_id=${sessionId}`);
  await get(`/api/stripe/checkout-url/${sessionId}`);
  const checked = await json<{ orderToken: string }>(await get(`/api/stripe/session-check/${sessionId}`));
  const orderToken = checked.orderToken;
  await get(`/order/${orderToken}`);
  expect((await get(`/api/orders/${orderToken}`)).status).toBe(200);
  expect((await get(oddly('/api/orders', orderToken))).status).toBe(200);
  await get(`/api/discount-codes/FREELOVE20?email=${encodeURIComponent('log-walk-buyer@example.com')}`);

  for (const status of ['approved', 'in_progress'])
    expect((await adminCall(shop, admin, 'PATCH', `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
  const lyrics: FilePart = { bytes: Buffer.from('Verse one\n'), name: 'lyrics.txt', type: 'text/plain' };
  const sent = await adminCall(
    shop,
    admin,
    'PATCH',
    `/api/admin/orders/${orderId}/send-completed`,
    form({ status: 'completed' }, { songFile: song(), lyricsFile: lyrics }),
  );
  expect(sent.status).toBe(200);
  await jobsDone(shop);
  const orders = await json<AdminOrder[]>(await adminCall(shop, admin, 'GET', '/api/admin/orders'));
  const delivery = orders.find((o) => o.id === orderId)!.delivery!;
  const songToken = delivery.songPageUrl.split('/').pop()!;

  await get(`/song/${songToken}`);
  await get(oddly('/Song', songToken));
  const view = await json<SongView>(await get(`/api/songs/${songToken}`));
  expect((await get(oddly('/API/Songs', songToken))).status).toBe(200);
  await get(pathOf(view.songUrl));
  await get(`${pathOf(view.songUrl)}?download=1`);
  await get(pathOf(delivery.lyricsUrl!));
  expect((await call('POST', `/api/songs/${songToken}/revision`, { body: { note: 'A little slower, please.' } })).status).toBe(201);
  return [
    ['Stripe session id', sessionId],
    ['order token', orderToken],
    ['song token', songToken],
    ['song media id', mediaId(view.songUrl)],
    ['lyrics media id', mediaId(delivery.lyricsUrl!)],
    ['buyer e-mail', 'log-walk-buyer@example.com'],
  ];
}

async function walkAFreeSong(): Promise<Seen> {
  const applied = await applyForFreeSong(shop, { ...APPLICATION, email: 'log-walk-free@example.com' });
  const { id } = await json<FreeSongSubmitted>(applied);
  await get('/api/free-song-submissions/count');
  const update = (fields: Record<string, string>, files: Record<string, FilePart> = {}) =>
    adminCall(shop, admin, 'PATCH', `/api/admin/free-song-submissions/${id}`, form(fields, files));
  expect((await update({ status: 'approved' })).status).toBe(200);
  expect((await update({ status: 'in_progress' })).status).toBe(200);
  expect((await update({ scheduledSendAt: '', message: 'Happy birthday!' }, { songFile: song() })).status).toBe(200);
  await jobsDone(shop);
  const delivered = async () =>
    (await json<AdminFreeSongSubmission[]>(await adminCall(shop, admin, 'GET', '/api/admin/free-song-submissions'))).find(
      (s) => s.id === id,
    )!;
  const songToken = (await delivered()).delivery!.songPageUrl.split('/').pop()!;
  await get(`/song/${songToken}`);
  const view = await json<SongView>(await get(`/api/songs/${songToken}`));

  // The reminder mail's unsubscribe link, opened as the page and as its API.
  expect((await adminCall(shop, admin, 'POST', '/api/admin/send-reaction-reminders')).status).toBe(200);
  await jobsDone(shop);
  const reminder = (await readOutbox(shop.dataDir)).find(
    (m) => m.to?.[0]?.address === 'log-walk-free@example.com' && /unsubscribe\?token=/.test(m.text ?? ''),
  )!;
  const unsubscribeToken = /unsubscribe\?token=([^\s>"&]+)/.exec(reminder.text!)![1]!;
  await get(`/unsubscribe?token=${unsubscribeToken}`);
  expect((await get(`/api/unsubscribe?token=${unsubscribeToken}`)).status).toBe(200);

  await get(`/video-reaction/${id}`);
  await get(oddly('/Video-Reaction', id));
  expect((await get(`/api/free-song-submissions/${id}/reaction-details`)).status).toBe(200);
  expect((await get(oddly('/api/free-song-submissions', id, '/reaction-details'))).status).toBe(200);
  const uploaded = await call('POST', `/api/free-song-submissions/${id}/reaction-video`, {
    body: form({ message: 'She cried!' }, { video: mp4() }),
  });
  expect(uploaded.status).toBe(201);
  const reaction = (await delivered()).reaction!;
  await get(pathOf(reaction.videoUrl));
  return [
    ['submission id', id],
    ['free song token', songToken],
    ['free song media id', mediaId(view.songUrl)],
    ['reaction media id', mediaId(reaction.videoUrl)],
    ['unsubscribe token', decodeURIComponent(unsubscribeToken)],
  ];
}

async function walkAChat(): Promise<Seen> {
  const started = await call('POST', '/api/chat/start', {
    body: { customerName: 'Dana', customerEmail: 'dana@example.com', initialMessage: 'Can you write a song in Spanish?' },
  });
  const { sessionId, token } = await json<ChatStarted>(started);
  const customer = bearer(token);
  expect((await call('POST', '/api/chat/send', { headers: customer, body: { sessionId, message: 'And a fast one?' } })).status).toBe(201);
  expect((await get(`/api/chat/messages?sessionId=${sessionId}&after=0`, customer)).status).toBe(200);
  expect((await get(`/api/chat/session?sessionId=${sessionId}`, customer)).status).toBe(200);
  // The token may come in the query too (a link, or a client that cannot set headers).
  expect((await get(`/api/chat/messages?sessionId=${sessionId}&token=${token}`)).status).toBe(200);
  const stream = await openSseClient(`${shop.url}/api/chat/stream?sessionId=${sessionId}`, { ...customer, ...fromNewClient() });
  expect(stream.status).toBe(200);
  expect((await call('POST', '/api/chat/typing', { headers: customer, body: { sessionId } })).status).toBe(204);
  expect((await call('POST', '/api/chat/presence', { headers: customer, body: { sessionId, open: true } })).status).toBe(204);
  const device = endpoint.subscribe();
  const subscribed = await call('POST', '/api/push/subscribe', {
    body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys, target: { kind: 'chat', sessionId, token } },
  });
  expect(subscribed.status).toBe(201);

  expect((await adminCall(shop, admin, 'GET', `/api/admin/chat/messages/${sessionId}`)).status).toBe(200);
  expect((await adminCall(shop, admin, 'POST', `/api/admin/chat/sessions/${sessionId}/read`)).status).toBe(200);
  expect((await adminCall(shop, admin, 'POST', '/api/chat/send', { sessionId, message: 'Of course!', sender: 'admin' })).status).toBe(201);
  await stream.next((e) => e.event === 'message' && (e.data as { message?: { sender?: string } }).message?.sender === 'admin');
  stream.close();
  return [
    ['chat session id', sessionId],
    ['chat token', token],
    ['push endpoint', device.endpoint],
  ];
}

describe('the request log', () => {
  it('names no token or id seen while ordering, delivering, reacting and chatting', async () => {
    const seen = [...(await walkAnOrder()), ...(await walkAFreeSong()), ...(await walkAChat())];
    const log = logs.join('\n');
    // Neither the whole value nor either end of it (an escaped first character leaves the rest).
    const leaks = seen.filter(([, value]) => [value, value.slice(0, 12), value.slice(-12)].some((part) => log.includes(part)));
    expect(leaks).toEqual([]);
    // Each request is there, readable as its route.
    for (const line of [
      /^GET \/order\/… /m,
      /^GET \/api\/orders\/… 200 /m,
      /^GET \/API\/ORDERS\/… 200 /m,
      /^GET \/thank-you\?session_id=\[redacted\]&amount=\d+\.\d\d&currency=[A-Z]{3} /m,
      /^POST \/api\/test-checkout\/…\/pay 200 /m,
      /^GET \/api\/stripe\/session-check\/… 200 /m,
      /^POST \/api\/songs\/…\/revision 201 /m,
      /^GET \/api\/media\/…\?download=1 200 /m,
      /^GET \/video-reaction\/… /m,
      /^POST \/api\/free-song-submissions\/…\/reaction-video 201 /m,
      /^GET \/api\/free-song-submissions\/count 200 /m,
      /^GET \/unsubscribe\?token=\[redacted\] /m,
      /^GET \/api\/chat\/stream\?sessionId=\[redacted\] 200 /m,
      /^POST \/api\/admin\/chat\/sessions\/…\/read 200 /m,
      /^PATCH \/api\/admin\/orders\/[0-9a-f]{32}\/send-completed 200 /m,
    ])
      expect(log).toMatch(line);
  });

  it('has a row for every route with a parameter, deciding each parameter', () => {
    const routes = [
      ...APP_ROUTES,
      ...shop.router.stack.flatMap((layer) => (layer.paramNames.length > 0 && typeof layer.path === 'string' ? [layer.path] : [])),
    ].filter((route) => route.includes('/:'));
    const undecided = routes.filter((route) => {
      const parts = route.split('/').filter(Boolean);
      const row = LOGGED_ROUTES.map((r) => r.split('/').filter(Boolean)).find(
        (r) => r.length <= parts.length && r.every((part, i) => part === '*' || part.startsWith(':') || part === parts[i]),
      );
      return !row || parts.some((part, i) => part.startsWith(':') && !(row[i] === '*' || row[i]?.startsWith(':')));
    });
    expect(undecided).toEqual([]);
  });
});
