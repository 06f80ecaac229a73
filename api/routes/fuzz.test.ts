// Every route the API serves (listed from the router, so a new one cannot be missed), public and admin, fed
// generated bad input: wrong types, missing and extra fields, huge strings, unicode edge cases, injection
// strings, path tricks in ids, wrong content types, malformed JSON, multipart without a file. No answer is a
// 5xx, every 4xx says why in JSON, and a route that refused everything stored nothing.
// FUZZ_RUNS sets the requests per route (default 30); FUZZ_SEED replays a run.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freeSongStatusSchema,
  loginSchema,
  offerUpdateSchema,
  orderStatusSchema,
  reorderSchema,
  revisionRequestSchema,
  sampleSongFieldsSchema,
  sendCompletedFieldsSchema,
  settingUpdateSchema,
} from '../../shared/schemas/admin';
import { chatSendSchema, chatSignalSchema, chatStartSchema } from '../../shared/schemas/chat';
import { contactSchema } from '../../shared/schemas/contact';
import { contactReplySchema, contactStatusSchema } from '../../shared/schemas/inbox';
import { discountCheckSchema } from '../../shared/schemas/discountCode';
import { EMPTY_FREE_SONG_FORM, reactionFieldsSchema } from '../../shared/schemas/freeSong';
import { checkoutRequestSchema, orderInitSchema } from '../../shared/schemas/order';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../../shared/schemas/push';
import { reviewModerationSchema, reviewSchema } from '../../shared/schemas/review';
import { testimonialCreateSchema, testimonialOrderSchema, testimonialUpdateSchema } from '../../shared/schemas/testimonial';
import { aiVideoRequestSchema, templateVideoRequestSchema, videoTemplateUpdateSchema } from '../../shared/schemas/video';
import { shopProfileUpdateSchema } from '../../shared/schemas/shopProfile';
import { adminCall, adminToken, form, insertFreeSong, paidOrder, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { incomingFiles, seedMp3, storedFiles } from '../../testing/files';
import { createCheckout, initOrder, postJson, storedOrder, validOrder } from '../../testing/orders';
import { usingPostgres } from '../../testing/testDatabase';
import { startTestShop, withDatabase, type TestShop } from '../../testing/testServer';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const TABLES = [
  'orders',
  'free_song_submissions',
  'contact_messages',
  'media_files',
  'sample_songs',
  'testimonials',
  'chat_sessions',
  'chat_messages',
  'push_subscriptions',
  'generated_videos',
  'video_templates',
  'discount_codes',
  'test_checkout_sessions',
  'jobs',
  'mail_log',
];

let shop: TestShop;
let token: string;
/** Ids of things that exist, so bad bodies also reach the services behind a found record. */
const realIds: string[] = [];

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' } });
  token = await adminToken(shop);
  const orderId = await paidOrder(shop);
  const unpaid = await initOrder(shop);
  const session = (await createCheckout(shop, unpaid)).body.url!.split('/').pop()!;
  const submission = await insertFreeSong(shop, { status: 'delivered' });
  const mp3 = await seedMp3();
  const sample = (await (
    await adminCall(
      shop,
      token,
      'POST',
      '/api/admin/sample-songs',
      form({ title: 'Fuzz', genre: 'Wedding' }, { audioFile: { bytes: mp3.bytes, name: 'a.mp3', type: 'audio/mpeg' } }),
    )
  ).json()) as { id: string; audioUrl?: string };
  const chat = (await (
    await postJson(shop, '/api/chat/start', { customerName: 'Ana', customerEmail: 'ana@example.com', initialMessage: 'Hello' })
  ).json()) as { sessionId: string; token: string };
  const contact = (await (
    await postJson(shop, '/api/contact', { name: 'Ana', email: 'ana@example.com', message: 'A question about songs.' })
  ).json()) as { id: string };
  const mediaId = await withDatabase(
    shop.dataDir,
    async (db) => (await db.prepare('SELECT id FROM media_files').get<{ id: string }>())!.id,
  );
  realIds.push(
    orderId,
    (await storedOrder(shop, orderId))!.public_token,
    session,
    submission,
    sample.id,
    mediaId,
    chat.sessionId,
    encodeURIComponent(chat.token),
    contact.id,
    // A shipped testimonial (the migration's): edits and deletes reach the service behind a found record.
    'demo-testimonial-3',
  );
  const chatBody = { sessionId: chat.sessionId, token: chat.token, message: 'Hello again' };
  Object.assign(BODIES['POST /api/chat/send']!, { example: chatBody });
  Object.assign(BODIES['POST /api/chat/typing']!, { example: { sessionId: chat.sessionId, token: chat.token } });
  Object.assign(BODIES['POST /api/chat/presence']!, { example: { sessionId: chat.sessionId, token: chat.token, open: true } });
  Object.assign(BODIES['POST /api/admin/chat/send']!, { example: { sessionId: chat.sessionId, message: 'Hi' } });
  Object.assign(BODIES['POST /api/stripe/create-checkout']!, { example: { orderId: unpaid, rushDelivery: false } });
  Object.assign(BODIES['PATCH /api/admin/orders/:id/status']!, { example: { status: 'approved' } });
});
afterAll(() => shop.destroy());

// ---- What the generator draws from -------------------------------------------------------------------

const HOSTILE_TEXT = [
  '',
  ' ',
  'a'.repeat(100_000),
  '😀'.repeat(50_000),
  '\uD800',
  'abc\uDC00def',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  '\u0000',
  'a\u0000b',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  "' OR 1=1 --",
  "'); DROP TABLE orders; --",
  '" UNION SELECT * FROM admin_sessions --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'evil@evil.example, Real Name',
  'a@b.co?subject=x',
  'line\r\nBcc: victim@example.com',
  '__proto__',
  'NaN',
  '-1',
  '1e309',
];

/** Ids with path tricks: inserted into the path as they are (already encoded where they mean to be). */
const HOSTILE_IDS = [
  '..',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fapp.db',
  '%2e%2e',
  '..%5c..%5capp.db',
  '%00',
  'abc%00.mp3',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  'a'.repeat(10_000),
  '0123456789abcdef0123456789abcdef',
  '0123456789ABCDEF0123456789ABCDEF',
  'free_song_enabled',
  'wizard',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  '-1',
  '0',
  'null',
  '%F0%9F%98%80',
  '%E2%80%AE',
];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(2 ** 53, -(2 ** 63), 1e308));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** The field names a shared schema declares (through a transform or refinement). */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: object; in?: { shape?: object }; def?: { in?: { shape?: object } } };
  const shape = s.shape ?? s.in?.shape ?? s.def?.in?.shape;
  return shape ? Object.keys(shape) : [];
}

const freeSongExample = {
  ...EMPTY_FREE_SONG_FORM,
  name: 'Ana',
  email: 'ana@example.com',
  occasion: 'Birthday',
  recipientName: 'Lucía',
  relationship: 'Sister',
  story: 'She taught me to ride a bike.',
  specialDetails: 'Sunflowers.',
  mood: 'Joyful',
  genre: 'Pop',
  vocalPreference: 'Female',
  agreedToVideo: true,
};

/** The body each route reads: its shared schema's fields, and a valid example where one helps reach the service. */
const BODIES: Record<string, { keys: string[]; example?: Record<string, unknown> }> = {
  'POST /api/contact': {
    keys: keysOf(contactSchema),
    example: { name: 'Ana', email: 'ana@example.com', message: 'Hello there, a question about songs.' },
  },
  'POST /api/order/init': { keys: keysOf(orderInitSchema), example: validOrder() },
  'GET /api/discount-codes/:code': { keys: keysOf(discountCheckSchema) },
  'POST /api/stripe/create-checkout': {
    keys: keysOf(checkoutRequestSchema),
    example: { orderId: '0123456789abcdef0123456789abcdef', rushDelivery: false },
  },
  'POST /api/songs/:token/revision': { keys: keysOf(revisionRequestSchema) },
  'POST /api/orders/:token/review': {
    keys: keysOf(reviewSchema),
    example: { rating: 5, text: 'We cried, in the good way.', displayName: 'Tom', publish: true },
  },
  'POST /api/free-song-submissions': { keys: [...Object.keys(EMPTY_FREE_SONG_FORM), 'clientId'], example: freeSongExample },
  'POST /api/free-song-submissions/:id/reaction-video': { keys: keysOf(reactionFieldsSchema) },
  'POST /api/push/subscribe': { keys: keysOf(pushSubscribeSchema) },
  'DELETE /api/push/subscribe': { keys: keysOf(pushUnsubscribeSchema) },
  'POST /api/chat/start': { keys: keysOf(chatStartSchema), example: { name: 'Ana', email: 'ana@example.com', message: 'Hi!' } },
  'POST /api/chat/send': { keys: keysOf(chatSendSchema) },
  'POST /api/chat/typing': { keys: keysOf(chatSignalSchema) },
  'POST /api/chat/presence': { keys: keysOf(chatSignalSchema) },
  'POST /api/admin/login': { keys: keysOf(loginSchema) },
  'POST /api/admin/sample-songs': { keys: keysOf(sampleSongFieldsSchema) },
  'PATCH /api/admin/sample-songs/:id/order': { keys: keysOf(reorderSchema) },
  'PATCH /api/admin/orders/:id/status': { keys: keysOf(orderStatusSchema) },
  'PATCH /api/admin/orders/:id/send-completed': { keys: keysOf(sendCompletedFieldsSchema) },
  'PATCH /api/admin/free-song-submissions/:id': { keys: [...keysOf(freeSongStatusSchema), 'adminNotes'] },
  'PUT /api/admin/settings/:key': { keys: keysOf(settingUpdateSchema) },
  'PUT /api/admin/offers/:page': {
    keys: keysOf(offerUpdateSchema),
    example: { priceCents: 7900, deliveryHours: 24, rushHours: 6, rushFeeCents: 2900, currency: 'usd' },
  },
  'POST /api/admin/chat/send': { keys: keysOf(chatSendSchema) },
  'POST /api/admin/contact-messages/:id/reply': { keys: keysOf(contactReplySchema), example: { message: 'Thanks, we can do that.' } },
  'PATCH /api/admin/contact-messages/:id': { keys: keysOf(contactStatusSchema), example: { status: 'read' } },
  'POST /api/admin/chat/typing': { keys: ['sessionId'] },
  'POST /api/admin/testimonials': {
    keys: keysOf(testimonialCreateSchema),
    example: { name: 'Ana', location: 'Lisbon', occasion: 'Wedding', rating: 5, text: 'Lovely.' },
  },
  'PUT /api/admin/testimonials/:id': { keys: keysOf(testimonialUpdateSchema), example: { rating: 4 } },
  'PUT /api/admin/testimonials/order': { keys: keysOf(testimonialOrderSchema) },
  'PATCH /api/admin/reviews/:id': { keys: keysOf(reviewModerationSchema), example: { published: true, reply: 'Thank you!' } },
  'PUT /api/admin/video-templates/:id': { keys: keysOf(videoTemplateUpdateSchema) },
  'PUT /api/admin/shop-profile': { keys: keysOf(shopProfileUpdateSchema) },
  'POST /api/admin/generate-video': { keys: keysOf(templateVideoRequestSchema) },
  'POST /api/admin/ai-generate-video': { keys: keysOf(aiVideoRequestSchema) },
};

const QUERY_NAMES = ['token', 'sessionId', 'email', 'download', 'limit', 'before', 'after', 'status', 'q', 'id', 'since', 'endpoint'];

/** A JSON object from these fields: any subset, each a hostile value, plus fields nobody asked for. */
function objectOf(keys: string[], example?: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'priceCents', 'isAdmin', 'paymentStatus', 'x'.repeat(300)),
    value,
    { maxKeys: 2 },
  );
  const mutated = example
    ? fc
        .tuple(
          fc.subarray(Object.keys(example), { minLength: 1, maxLength: Math.min(2, Object.keys(example).length) }),
          fc.array(value, { minLength: 2, maxLength: 2 }),
          fc.boolean(),
        )
        .map(([names, values, drop]) => {
          const body: Record<string, unknown> = { ...example };
          names.forEach((name, i) => (drop && i === 0 ? delete body[name] : (body[name] = values[i])));
          return body;
        })
    : fields;
  return fc.oneof(
    fields,
    mutated,
    fc.tuple(fields, extra).map(([a, b]) => ({ ...a, ...b })),
  );
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'multipart'; fields: Record<string, string> };

function bodies(route: string): fc.Arbitrary<Body> {
  const shape = BODIES[route] ?? { keys: [] };
  const keys = shape.keys.length > 0 ? shape.keys : ['name', 'id'];
  return fc.oneof(
    { weight: 5, arbitrary: objectOf(keys, shape.example).map((value): Body => ({ kind: 'json', value })) },
    fc
      .oneof(fc.constant([]), fc.constant(null), fc.constant(0), text, fc.array(value, { maxLength: 3 }))
      .map((value): Body => ({ kind: 'json', value })),
    fc
      .tuple(
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', null),
        fc.constantFrom('{"a":', '{"a":1,}', "{'a':1}", '[', 'null', '\u0000', '{"__proto__":{"isAdmin":true}}', 'a=1&b=2', '<x/>', ''),
        text,
      )
      .map(([contentType, start, tail]): Body => ({ kind: 'raw', contentType, text: start + (start === '' ? '' : tail) })),
    fc
      .record(Object.fromEntries(keys.map((k) => [k, text])), { requiredKeys: [] })
      .map((fields): Body => ({ kind: 'multipart', fields: fields as Record<string, string> })),
    fc.constant<Body>({ kind: 'none' }),
  );
}

/** Ids for a path: hostile ones, generated ones, and (except to delete) ones that exist. */
function ids(method: string): fc.Arbitrary<string> {
  const generated = fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%B0%80';
    }
  });
  const hostile = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IDS) }, generated);
  return method === 'DELETE' ? hostile : fc.oneof({ weight: 2, arbitrary: hostile }, fc.constantFrom(...realIds));
}

function queries(): fc.Arbitrary<string> {
  const pair = fc
    .tuple(
      fc.constantFrom(...QUERY_NAMES),
      fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.constantFrom(...realIds), fc.constant('1'), fc.constant('')),
    )
    .map(([k, v]) => `${k}=${v}`);
  return fc.array(pair, { maxLength: 3 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

interface Attempt {
  path: string;
  body: Body;
  headers?: Record<string, string>;
}

/** Headers the media and page code reads, with values a browser would never send. */
const HOSTILE_HEADERS = fc.dictionary(
  fc.constantFrom('Range', 'If-Range', 'If-None-Match', 'Accept-Encoding', 'Accept', 'Last-Event-ID', 'Origin'),
  fc.constantFrom(
    'bytes=5-3',
    'bytes=-0',
    'bytes=0-0,0-0,0-0',
    'bytes=99999999999999999999-',
    'bytes=-99999999999999999999',
    'bytes=0-1',
    'items=1-2',
    '*',
    '"x"',
    'gzip;q=2, br;q=-1',
    'x'.repeat(4000),
    '-1',
    'null',
    'http://evil.example',
  ),
  { maxKeys: 2 },
);

function attempts(method: string, route: string, path: string): fc.Arbitrary<Attempt> {
  const params = path.match(/:\w+/g) ?? [];
  return fc
    .tuple(fc.array(ids(method), { minLength: params.length, maxLength: params.length }), queries(), bodies(route), HOSTILE_HEADERS)
    .map(([values, query, body, headers]) => {
      let filled = path;
      params.forEach((param, i) => (filled = filled.replace(param, values[i]!)));
      return { path: filled + query, body, headers };
    });
}

// ---- Sending and judging -----------------------------------------------------------------------------

const randomIp = () => `10.${randomBytes(3).join('.')}`;

async function send(method: string, attempt: Attempt, auth: boolean): Promise<{ status: number; contentType: string; text: string }> {
  const headers: Record<string, string> = { ...attempt.headers, 'X-Forwarded-For': randomIp() };
  if (auth) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  const { body: b } = attempt;
  if (method !== 'GET' && b.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(b.value) ?? 'null';
  } else if (method !== 'GET' && b.kind === 'raw') {
    if (b.contentType) headers['Content-Type'] = b.contentType;
    body = b.text;
  } else if (method !== 'GET' && b.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(b.fields)) form.set(k, v);
    body = form;
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 15_000);
  try {
    const res = await fetch(`${shop.url}${attempt.path}`, { method, headers, body, signal: abort.signal });
    const contentType = res.headers.get('content-type') ?? '';
    // An event stream that opened stays open: its status is the answer.
    if (contentType.startsWith('text/event-stream')) {
      abort.abort();
      return { status: res.status, contentType, text: '' };
    }
    return { status: res.status, contentType, text: await res.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or undefined if it is a clean success or refusal. */
function judge(answer: { status: number; contentType: string; text: string }): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.includes('application/json')) return `answered ${answer.status} as ${answer.contentType}`;
  try {
    const parsed = JSON.parse(answer.text) as { error?: unknown };
    if (typeof parsed.error !== 'string' || parsed.error.trim() === '')
      return `answered ${answer.status} without an error message: ${answer.text.slice(0, 200)}`;
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  return undefined;
}

/** The shop's tables, from each database's own catalogue. */
const TABLE_NAMES = usingPostgres()
  ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()'
  : "SELECT name FROM sqlite_master WHERE type = 'table'";

async function stored(): Promise<Record<string, number | string[]>> {
  const counts = await withDatabase(shop.dataDir, async (db) => {
    const existing = new Set((await db.prepare(TABLE_NAMES).all<{ name: string }>()).map((r) => r.name));
    const rows: Array<[string, number]> = [];
    for (const t of TABLES.filter((t) => existing.has(t)))
      rows.push([t, (await db.prepare(`SELECT count(*) AS n FROM "${t}"`).get<{ n: number }>())!.n]);
    return Object.fromEntries(rows);
  });
  return { ...counts, uploads: storedFiles(shop.dataDir), incoming: incomingFiles(shop.dataDir) };
}

function routes(): Array<{ method: string; path: string }> {
  return shop.router.stack.flatMap((layer) =>
    typeof layer.path === 'string'
      ? layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path as string }))
      : [],
  );
}

describe(`fuzzing every route (${RUNS} requests each, seed ${SEED})`, () => {
  it('lists the whole API from the router', () => {
    expect(routes().length).toBeGreaterThan(60);
    for (const route of Object.keys(BODIES)) expect(routes().map((r) => `${r.method} ${r.path}`)).toContain(route);
  });

  it('refuses an address too long for Node to read with 431 and a message, like every other refusal', async () => {
    const answer = await send('GET', { path: `/api/media/${'a'.repeat(20_000)}`, body: { kind: 'none' } }, false);
    expect(answer.status).toBe(431);
    expect(judge(answer)).toBeUndefined();
  });

  it('answers generated bad input with no 5xx, a JSON message on every 4xx, and stores nothing it refused', async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let tried = 0;
    for (const { method, path } of routes()) {
      const route = `${method} ${path}`;
      // Signing out with the fuzzer's own token would end its session for every route after.
      const auth = path.startsWith('/api/admin/') && route !== 'POST /api/admin/logout';
      const runs = route === 'POST /api/admin/login' ? Math.min(RUNS, 10) : RUNS;
      // Work an earlier route queued (a mail, a push) finishes first: it must not be counted against this one.
      await shop.services.jobs.runDue();
      const before = await stored();
      let accepted = 0;
      const samples = fc.sample(attempts(method, route, path), { numRuns: runs, seed: SEED + tried });
      for (let i = 0; i < samples.length; i += 4) {
        await Promise.all(
          samples.slice(i, i + 4).map(async (attempt) => {
            const answer = await send(method, attempt, auth).catch((err: Error) => ({
              status: 599,
              contentType: '',
              text: `no answer: ${err.message}`,
            }));
            if (answer.status < 400) accepted++;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problem = judge(answer);
            if (problem)
              problems.push(
                `${method} ${attempt.path.slice(0, 150)} [${attempt.body.kind} ${JSON.stringify(attempt.body).slice(0, 150)}] ${problem}`,
              );
          }),
        );
      }
      tried += samples.length;
      // Only a route that refused every attempt promises nothing changed.
      if (accepted === 0) {
        const after = await stored();
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${route} refused everything but stored something: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
      }
    }
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`fuzz: ${tried} requests to ${routes().length} routes, seed ${SEED}: ${histogram}; ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 600_000);
});
