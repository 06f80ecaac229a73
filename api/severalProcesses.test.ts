// Several server processes behind one load balancer behave as one shop: two real processes on one PostgreSQL
// database, each with a DATA_DIR of its own. A chat message sent through one reaches a stream held by the
// other, a scheduled send fires once, the free-song spots stay exact, an admin session holds on both. On
// SQLite a second process on the same DATA_DIR is refused at start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SONG_MESSAGES, noSpotsMessage } from '../shared/schemas/freeSong';
import { FAULT_ADMIN_PASSWORD, startShopProcess, until, type ShopProcess } from '../testing/faults/shopProcess';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../tools/demo-songs/sampleAudio';
import { form } from '../testing/admin';
import { wavBytes } from '../testing/files';
import { APPLICATION } from '../testing/freeSongs';
import { readOutbox } from '../testing/outbox';
import { openSseClient, type SseClient } from '../testing/sse';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../testing/testDatabase';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-processes-'));
  dirs.push(dir);
  return dir;
}

const post = (shop: ShopProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The password the first start generated (the processes below start without ADMIN_PASSWORD). */
let password = FAULT_ADMIN_PASSWORD;

async function signIn(shop: ShopProcess): Promise<string> {
  const res = await post(shop, '/api/admin/login', { password }, { 'X-Forwarded-For': '198.18.9.1' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.runIf(usingPostgres())('two processes on one PostgreSQL database', () => {
  let databaseUrl: string;
  let one: ShopProcess;
  let two: ShopProcess;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
    databaseUrl = await createPostgresDatabase();
    // A first start of both at once, as a scaled deployment does it: demo content, a generated admin password.
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: '', FAULT_SEED: '1' };
    [one, two] = await Promise.all([startShopProcess(dataDir(), env), startShopProcess(dataDir(), env)]);
  }, 180_000);

  it('makes one set of secrets and demo songs when both start on a new database at once', async () => {
    // Migrations ran once (PostgreSQL's migration lock), and the first start's work was done by one process.
    const files = [one, two].map((shop) => path.join(shop.dataDir, 'admin-password.txt')).filter((file) => fs.existsSync(file));
    expect(files).toHaveLength(1);
    password = fs.readFileSync(files[0]!, 'utf8').trim();
    const [songsOne, songsTwo] = await Promise.all([one, two].map(async (shop) => (await fetch(`${shop.url}/api/sample-songs`)).json()));
    expect((songsOne as unknown[]).length).toBeGreaterThan(0);
    expect(songsTwo).toEqual(songsOne);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM app_state WHERE key IN ('admin_password_hash', 'vapid_keys')");
      expect(rows[0].n).toBe(2);
      const media = await client.query('SELECT count(*)::int AS n FROM media_files');
      expect(media.rows[0].n).toBe((songsOne as unknown[]).length);
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([one?.stop(), two?.stop()]);
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('signs an admin in on one process and lets the session work on the other, and ends it on both', async () => {
    const token = await signIn(one);
    expect((await fetch(`${two.url}/api/admin/session`, { headers: bearer(token) })).status).toBe(200);
    // A live stream held by the other process closes with the session, at once (not at its next keep-alive).
    const stream = await openSseClient(`${one.url}/api/admin/chat/stream`, bearer(token));
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect((await post(two, '/api/admin/logout', {}, bearer(token))).status).toBeLessThan(300);
    expect((await fetch(`${one.url}/api/admin/session`, { headers: bearer(token) })).status).toBe(401);
    // The stream's own end is the condition: a stream that stays open fails this test at its timeout.
    await stream.ended;
  });

  it('brings a chat message sent through one process to a live stream held by the other, both ways', async () => {
    const token = await signIn(two);
    const admin = await openSseClient(`${two.url}/api/admin/chat/stream`, bearer(token));
    streams.push(admin);
    expect(admin.status).toBe(200);

    const started = await post(
      one,
      '/api/chat/start',
      { customerName: 'Dana', customerEmail: 'dana@example.com', initialMessage: 'Hello from process one' },
      { 'X-Forwarded-For': '198.18.9.2' },
    );
    expect(started.status).toBe(201);
    const { sessionId, token: customerToken } = (await started.json()) as { sessionId: string; token: string };
    const customer = await openSseClient(`${one.url}/api/chat/stream?sessionId=${sessionId}`, bearer(customerToken));
    streams.push(customer);

    const hasMessage = (text: string) => (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { message?: { message?: string } }).message?.message === text;
    await admin.next(hasMessage('Hello from process one'), 10_000);
    expect((await post(one, '/api/chat/send', { sessionId, message: 'Do you write lullabies?' }, bearer(customerToken))).status).toBe(201);
    await admin.next(hasMessage('Do you write lullabies?'), 10_000);

    // The admin answers through process two; the customer's stream is on process one.
    expect((await post(two, '/api/chat/send', { sessionId, message: 'We do!', sender: 'admin' }, bearer(token))).status).toBe(201);
    await customer.next(hasMessage('We do!'), 10_000);
  }, 30_000);

  it('sends a scheduled song once, whichever process runs the job', async () => {
    const token = await signIn(one);
    const id = randomBytes(16).toString('hex');
    const now = new Date().toISOString();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO free_song_submissions (id, name, email, occasion, recipient_name, relationship, story, special_details, mood, genre,
           vocal_preference, agreed_to_video, status, created_at, updated_at)
         VALUES ($1, 'Ana', 'scheduled@example.com', 'Birthday', 'Lucía', 'Sister', 'She taught me to ride a bike.', '', 'Joyful', 'Pop',
           'Female', 1, 'in_progress', $2, $2)`,
        [id, now],
      );
      const at = new Date(Date.now() + 3000).toISOString();
      const res = await fetch(`${one.url}/api/admin/free-song-submissions/${id}`, {
        method: 'PATCH',
        headers: bearer(token),
        body: form({ scheduledSendAt: at }, { songFile: { bytes: wavBytes(1), name: 'song.wav', type: 'audio/wav' } }),
      });
      expect(res.status).toBe(200);

      const status = async () => (await client.query('SELECT status FROM free_song_submissions WHERE id = $1', [id])).rows[0]?.status;
      expect(await until(status, (s) => s === 'delivered', 20_000)).toBe('delivered');
      // Once no job is left to run (the send and its mail done, none claimed), neither runner has anything it could
      // send a second time: what the outboxes and the mail log hold now is all there will be.
      const due = async () =>
        (await client.query('SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND run_at <= $1', [new Date().toISOString()]))
          .rows[0].n as number;
      expect(await until(due, (n) => n === 0, 20_000), 'jobs left to run').toBe(0);
      const mails = [...(await readOutbox(one.dataDir)), ...(await readOutbox(two.dataDir))];
      expect(mails.filter((m) => m.to?.some((to) => to.address === 'scheduled@example.com'))).toHaveLength(1);
      const logged = await client.query("SELECT count(*)::int AS n FROM mail_log WHERE to_address = 'scheduled@example.com'");
      expect(logged.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 40_000);

  it('gives exactly the spots left of 200 simultaneous free-song applications split over both processes', async () => {
    // The scheduled song above, when it ran, holds one of the 20 spots.
    const { remaining } = (await (await fetch(`${one.url}/api/free-song-submissions/count`)).json()) as { remaining: number };
    expect(remaining).toBeGreaterThanOrEqual(19);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          i % 2 ? two : one,
          '/api/free-song-submissions',
          { ...APPLICATION, email: `fan${i}@example.com` },
          { 'X-Forwarded-For': `10.7.${i}.9` },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(remaining);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200 - remaining);
    expect(await answers.find((r) => r.status === 409)!.json()).toEqual({
      error: `${FREE_SONG_MESSAGES.noSpotsTitle}: ${noSpotsMessage(20)}`,
    });
    for (const shop of [one, two]) {
      const count = await (await fetch(`${shop.url}/api/free-song-submissions/count`)).json();
      expect(count).toEqual({ count: 20, spots: 20, remaining: 0 });
    }
  }, 60_000);
});

describe.skipIf(usingPostgres())('a second process on one SQLite DATA_DIR', () => {
  it('is refused at start with a message that says what to do, and the first keeps serving', async () => {
    const dir = dataDir();
    const first = await startShopProcess(dir);
    try {
      const second = startShopProcess(dir);
      await expect(second).rejects.toThrow(/Another server is already running on .*: SQLite serves one process/);
      await expect(second).rejects.toThrow(/DATABASE_URL/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    // Stopped (or killed: the lock is the operating system's), the DATA_DIR is free again.
    const again = await startShopProcess(dir);
    await again.kill();
    const afterKill = await startShopProcess(dir);
    await afterKill.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
