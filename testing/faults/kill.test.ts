// kill -9 of the server in the middle of its work (a burst of orders, an upload, a webhook, a scheduled send, a
// video render): after a restart on the same DATA_DIR the database is sound, every acknowledged order is there,
// files and rows match, the jobs finish and every mail goes out once. The order burst always runs; the rest only
// with FAULT_TESTS=1 (each starts the server twice, and the render takes a while), which .ci/run sets.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { form } from '../admin';
import { postWebhook, startFakeStripe, type FakeStripe } from '../fakeStripe';
import { wavBytes } from '../files';
import { validOrder } from '../orders';
import { readOutbox } from '../outbox';
import { usingPostgres } from '../testDatabase';
import {
  alive,
  childProcesses,
  CLEAN_STORE,
  inspectStore,
  postJson,
  readDb,
  signIn,
  slowUpload,
  startShopProcess,
  until,
  type ShopProcess,
} from './shopProcess';

const SLOW = process.env.FAULT_TESTS === '1';
// These tests check the SQLite file a killed server leaves behind (opened with better-sqlite3, integrity_check):
// they do not run when the suite runs on PostgreSQL.
const SQLITE = !usingPostgres();
const ADMIN_EMAIL = 'owner@shop.example';

const dirs: string[] = [];
const running: ShopProcess[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-fault-'));
  dirs.push(dir);
  return dir;
}
async function start(dir: string, env: Record<string, string> = {}): Promise<ShopProcess> {
  const shop = await startShopProcess(dir, { TRUST_PROXY: 'true', ADMIN_EMAIL, ...env });
  running.push(shop);
  return shop;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((shop) => shop.kill()));
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Mails in the outbox, as `to | subject` lines (a mail sent twice appears twice). */
async function mailLines(dir: string): Promise<string[]> {
  return (await readOutbox(dir)).map((m) => `${m.to?.[0]?.address} | ${m.subject}`).sort();
}
const duplicates = (lines: string[]) => lines.filter((line, i) => lines.indexOf(line) !== i);
/**
 * Waits until the shop has no job left to run now (every due job done, none claimed): then no mail is still on its
 * way, and a mail sent twice would already be in the outbox. Jobs failed and waiting for their back-off count as
 * not due, as they would be for the shop.
 */
async function jobsIdle(dir: string): Promise<number> {
  const due = () =>
    readDb(
      dir,
      (db) =>
        (db.prepare('SELECT count(*) AS n FROM jobs WHERE done_at IS NULL AND run_at <= ?').get(new Date().toISOString()) as { n: number })
          .n,
    );
  return until(due, (n) => n === 0, 20_000);
}

describe.skipIf(!SQLITE)('killed during a burst of orders', () => {
  it('keeps every order and checkout it acknowledged', async () => {
    const dir = dataDir();
    let shop = await start(dir);
    const acknowledged: Array<{ orderId: string; sessionId?: string }> = [];
    const flows = Array.from({ length: 60 }, async (_, i) => {
      const client = { 'X-Forwarded-For': `198.51.100.${i + 1}` };
      try {
        const init = await postJson(`${shop.url}/api/order/init`, validOrder({ email: `burst${i}@example.com` }), client);
        if (init.status !== 201) return;
        const entry: { orderId: string; sessionId?: string } = { orderId: ((await init.json()) as { orderId: string }).orderId };
        acknowledged.push(entry);
        const checkout = await postJson(`${shop.url}/api/stripe/create-checkout`, { orderId: entry.orderId, rushDelivery: false }, client);
        if (checkout.status === 200) entry.sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;
      } catch {
        // cut off by the kill: never acknowledged
      }
    });
    await until(
      () => acknowledged.length,
      (n) => n >= 15,
    );
    await shop.kill();
    await Promise.all(flows);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    shop = await start(dir);
    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
    const orders = readDb(
      dir,
      (db) =>
        new Map(
          (db.prepare('SELECT id, provider_session_id FROM orders').all() as Array<{ id: string; provider_session_id: string | null }>).map(
            (r) => [r.id, r.provider_session_id],
          ),
        ),
    );
    for (const { orderId, sessionId } of acknowledged) {
      expect(orders.has(orderId), `order ${orderId}`).toBe(true);
      if (!sessionId) continue;
      expect(orders.get(orderId)).toBe(sessionId);
      // The customer comes back from the checkout page: the shop still knows the session.
      expect((await fetch(`${shop.url}/api/stripe/session-check/${sessionId}`)).status).toBe(200);
    }
    // The restarted shop takes new orders.
    expect((await postJson(`${shop.url}/api/order/init`, validOrder(), { 'X-Forwarded-For': '198.51.100.200' })).status).toBe(201);
  }, 120_000);
});

describe.runIf(SLOW && SQLITE)('killed during an upload', () => {
  it('keeps the finished upload and leaves nothing of the cut one, nor a file whose row never committed', async () => {
    const dir = dataDir();
    let shop = await start(dir);
    const token = await signIn(shop);
    const auth = { Authorization: `Bearer ${token}` };
    const done = await fetch(`${shop.url}/api/admin/sample-songs`, {
      method: 'POST',
      headers: auth,
      body: form({ title: 'Kept', genre: 'Pop' }, { audioFile: { bytes: wavBytes(2), name: 'kept.wav', type: 'audio/wav' } }),
    });
    expect(done.status).toBe(201);
    const kept = (await done.json()) as { id: string; audioUrl: string };

    // About 8 MB of sound, 64 KiB every 20 ms: several seconds on the wire.
    const upload = slowUpload(
      `${shop.url}/api/admin/sample-songs`,
      { title: 'Cut', genre: 'Pop' },
      { field: 'audioFile', name: 'cut.wav', type: 'audio/wav', bytes: wavBytes(500) },
      auth,
    );
    const incoming = path.join(dir, 'incoming');
    const partial = () => (fs.existsSync(incoming) ? fs.readdirSync(incoming).map((f) => fs.statSync(path.join(incoming, f)).size) : []);
    expect((await until(partial, (sizes) => sizes.some((s) => s > 1_000_000))).some((s) => s > 1_000_000)).toBe(true);
    await shop.kill();
    expect(await upload.done).toBe('cut');
    // What a kill leaves when it falls between moving a file into uploads/ and committing its row (a window
    // too narrow to hit by timing): a file no row points at, and a seed import's temporary copy.
    const uploads = path.join(dir, 'uploads');
    fs.writeFileSync(path.join(uploads, `${randomBytes(16).toString('hex')}.wav`), wavBytes(1));
    fs.writeFileSync(path.join(uploads, `.import-${randomBytes(16).toString('hex')}`), wavBytes(1));

    shop = await start(dir);
    const removed = /Removed 2 file\(s\) in .*uploads that no record points at/;
    expect(
      await until(
        () => shop.output(),
        (out) => removed.test(out),
      ),
    ).toMatch(removed);
    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
    const songs = (await (await fetch(`${shop.url}/api/sample-songs`)).json()) as Array<{ id: string; title: string; audioUrl: string }>;
    expect(songs.map((s) => s.title)).toEqual(['Kept']);
    expect((await fetch(`${shop.url}${kept.audioUrl}`)).status).toBe(200);
  }, 120_000);
});

describe.runIf(SLOW && SQLITE)('killed while Stripe webhooks are processed', () => {
  let stripe: FakeStripe;
  const SECRET = 'whsec_faults';
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('marks each order paid once after Stripe retries, and mails each confirmation once', async () => {
    const dir = dataDir();
    const env = { STRIPE_SECRET_KEY: 'sk_test_faults', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url };
    let shop = await start(dir, env);
    const paid: Array<{ orderId: string; email: string; event: string }> = [];
    for (let i = 0; i < 8; i++) {
      const email = `paid${i}@example.com`;
      const client = { 'X-Forwarded-For': `198.51.100.${i + 1}` };
      const init = await postJson(`${shop.url}/api/order/init`, validOrder({ email }), client);
      const { orderId } = (await init.json()) as { orderId: string };
      const checkout = await postJson(`${shop.url}/api/stripe/create-checkout`, { orderId, rushDelivery: false }, client);
      const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;
      stripe.pay(sessionId);
      paid.push({ orderId, email, event: stripe.event('checkout.session.completed', sessionId) });
    }

    const first = paid.map((p) =>
      postWebhook(shop.url, p.event, SECRET).then(
        (r) => r.status,
        () => 'cut' as const,
      ),
    );
    // Killed once the shop has taken in the first event (its row is stored): the others are in flight or queued.
    await until(
      () => readDb(dir, (db) => (db.prepare('SELECT count(*) AS n FROM webhook_events').get() as { n: number }).n),
      (n) => n > 0,
    );
    await shop.kill();
    const answers = await Promise.all(first);

    shop = await start(dir, env);
    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
    // Stripe delivers again every event it had no 2xx for (and now and then one it had).
    for (const p of paid) expect((await postWebhook(shop.url, p.event, SECRET)).status).toBe(200);
    const statuses = readDb(dir, (db) =>
      paid.map(
        (p) => (db.prepare('SELECT payment_status FROM orders WHERE id = ?').get(p.orderId) as { payment_status: string }).payment_status,
      ),
    );
    expect(statuses).toEqual(paid.map(() => 'paid'));
    expect(readDb(dir, (db) => (db.prepare('SELECT count(*) AS n FROM webhook_events').get() as { n: number }).n)).toBe(paid.length);

    const lines = await until(
      () => mailLines(dir),
      (l) => l.length >= 2 * paid.length,
      20_000,
    );
    expect(await jobsIdle(dir), 'jobs left to run').toBe(0);
    const settled = await mailLines(dir);
    expect(duplicates(settled), `first answers: ${answers.join(', ')}\n${shop.output()}`).toEqual([]);
    for (const p of paid)
      expect(
        settled.filter((l) => l.startsWith(`${p.email} |`)),
        shop.output(),
      ).toHaveLength(1);
    expect(settled.filter((l) => l.startsWith(`${ADMIN_EMAIL} |`))).toHaveLength(paid.length);
    expect(lines.length).toBe(settled.length);
  }, 120_000);
});

describe.runIf(SLOW && SQLITE)('killed during a scheduled send', () => {
  it('sends each scheduled song once after the restart', async () => {
    const dir = dataDir();
    let shop = await start(dir);
    const token = await signIn(shop);
    const now = new Date().toISOString();
    const ids = [0, 1, 2].map((i) => {
      const id = randomBytes(16).toString('hex');
      readDb(dir, (db) =>
        db
          .prepare(
            `INSERT INTO free_song_submissions (id, name, email, occasion, recipient_name, relationship, story, special_details, mood, genre,
              vocal_preference, agreed_to_video, status, created_at, updated_at) VALUES (?, 'Ana', ?, 'Birthday', 'Lucía', 'Sister', 'She taught me to ride a bike.', '', 'Joyful', 'Pop', 'Female', 1, 'in_progress', ?, ?)`,
          )
          .run(id, `scheduled${i}@example.com`, now, now),
      );
      return id;
    });
    const at = new Date(Date.now() + 4000).toISOString();
    for (const id of ids) {
      const res = await fetch(`${shop.url}/api/admin/free-song-submissions/${id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}` },
        body: form({ scheduledSendAt: at }, { songFile: { bytes: wavBytes(1), name: 'song.wav', type: 'audio/wav' } }),
      });
      expect(res.status).toBe(200);
    }
    // Killed the moment the first song mail is out: the others are being sent or waiting their turn.
    const outbox = path.join(dir, 'outbox');
    await until(
      () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0),
      (n) => n > 0,
      15_000,
    );
    await shop.kill();

    shop = await start(dir);
    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
    const delivered = () =>
      readDb(dir, (db) =>
        ids.map((id) => (db.prepare('SELECT status FROM free_song_submissions WHERE id = ?').get(id) as { status: string }).status),
      );
    expect(await until(delivered, (s) => s.every((x) => x === 'delivered'), 15_000)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await jobsIdle(dir), 'jobs left to run').toBe(0);
    const lines = await mailLines(dir);
    expect(duplicates(lines)).toEqual([]);
    for (const i of [0, 1, 2]) expect(lines.filter((l) => l.startsWith(`scheduled${i}@example.com |`))).toHaveLength(1);
  }, 120_000);
});

describe.runIf(SLOW && SQLITE)('killed during a video render', () => {
  it('renders the video after the restart, with no file left over', async () => {
    const dir = dataDir();
    let shop = await start(dir);
    let token = await signIn(shop);
    const asked = await postJson(
      `${shop.url}/api/admin/generate-video`,
      { templateId: 'how-it-works', platform: 'youtube', title: 'How it works', contentData: { duration: 15 } },
      { Authorization: `Bearer ${token}` },
    );
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const status = async () =>
      readDb(dir, (db) => (db.prepare('SELECT status FROM generated_videos WHERE id = ?').get(id) as { status: string }).status);
    expect(await until(status, (s) => s === 'processing', 20_000)).toBe('processing');
    // ffmpeg has started on it.
    const renderers = await until(
      () => childProcesses(shop.pid),
      (p) => p.length > 0,
      20_000,
    );
    expect(renderers.length).toBeGreaterThan(0);
    // Killed once ffmpeg is writing its output (the part file in the render's folder in incoming/), not before.
    const partFile = path.join(dir, 'incoming', `video-${id}`, 'video.mp4.part.mp4');
    expect(
      await until(
        () => fs.existsSync(partFile),
        (exists) => exists,
        20_000,
      ),
      partFile,
    ).toBe(true);
    await shop.kill();
    // What a process manager's stop would also do: the killed server's render does not outlive it.
    const outlived = await until(
      () => renderers.filter(alive),
      (left) => left.length === 0,
      2000,
    );
    for (const pid of outlived) process.kill(pid, 'SIGKILL');

    shop = await start(dir);
    token = await signIn(shop);
    expect(
      await until(status, (s) => s === 'completed' || s === 'failed', 180_000),
      readDb(dir, (db) => (db.prepare('SELECT error FROM generated_videos WHERE id = ?').get(id) as { error: string | null }).error) ?? '',
    ).toBe('completed');
    // The row says completed a moment before the render's work files are gone.
    expect(
      await until(
        () => inspectStore(dir),
        (store) => JSON.stringify(store) === JSON.stringify(CLEAN_STORE),
      ),
    ).toEqual(CLEAN_STORE);
    const video = readDb(
      dir,
      (db) => db.prepare('SELECT video_media_id FROM generated_videos WHERE id = ?').get(id) as { video_media_id: string },
    );
    expect((await fetch(`${shop.url}/api/media/${video.video_media_id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    expect(outlived, 'ffmpeg renders that outlived the killed server').toEqual([]);
  }, 300_000);
});
