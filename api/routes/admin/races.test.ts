// Parallel requests against one order or submission, over real HTTP: of concurrent sends of a finished song
// one wins (one send, one mail, one live link) and the others are refused with nothing left on disk; the same
// for status changes, revision requests, reaction uploads and reminder presses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, changedMeanwhile } from '../../../shared/schemas/admin';
import { illegalMove } from '../../../shared/statusRules';
import { BEING_MAILED, SENT_MEANWHILE } from '../../services/delivery/deliveries';
import {
  adminCall,
  adminToken,
  eventually,
  form,
  insertFreeSong,
  paidOrder,
  setStoredStatus,
  TEST_ADMIN_PASSWORD,
  type FilePart,
} from '../../../testing/admin';
import { incomingFiles, seedMp3, storedFiles } from '../../../testing/files';
import { storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const PUBLIC_URL = 'https://shop.example';
const ADMIN_EMAIL = 'owner@serenade.test';
const N = 5;
let sink: SmtpSink;
let shop: TestShop;
let token: string;
let mp3: Buffer;
let address = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAIL, TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
  });
  token = await adminToken(shop);
  mp3 = (await seedMp3()).bytes;
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});

const song = (): FilePart => ({ bytes: mp3, name: 'final-mix.mp3', type: 'audio/mpeg' });
const lyrics = (): FilePart => ({ bytes: Buffer.from('La la la\n'), name: 'lyrics.txt', type: 'text/plain' });
const mailsTo = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to);
const nextAddress = () => ({ 'X-Forwarded-For': `198.18.0.${(address = (address % 250) + 1)}` });
const count = (sql: string, ...args: unknown[]) =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare(sql).get<{ n: number }>(...args))!.n);
const deliveryJobs = (id: string) => count(`SELECT count(*) AS n FROM jobs WHERE kind = 'delivery.send' AND payload LIKE ?`, `%${id}%`);
const deliveryToken = async (table: 'orders' | 'free_song_submissions', id: string) =>
  (await withDatabase(shop.dataDir, (db) =>
    db.prepare(`SELECT delivery_token FROM ${table} WHERE id = ?`).get<{ delivery_token: string | null }>(id),
  ))!.delivery_token;
const linkIn = (text: string | undefined) => new RegExp(`${PUBLIC_URL}/song/([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1];

/** Answers every response's status and error message, in order. */
async function outcomes(responses: Response[]) {
  return Promise.all(
    responses.map(async (r) => ({ status: r.status, error: r.ok ? undefined : (await json<{ error: string }>(r)).error })),
  );
}

async function orderInProgress(email: string): Promise<string> {
  const id = await paidOrder(shop, { email });
  await setStoredStatus(shop, 'orders', id, 'in_progress');
  return id;
}

describe('sending a finished song, in parallel', () => {
  it(`of ${N} sends of one order one wins: one song, one mail, one live link; the others 409 and leave no file`, async () => {
    const id = await orderInProgress('race-send@example.com');
    const filesBefore = storedFiles(shop.dataDir).length;
    const mediaBefore = await count('SELECT count(*) AS n FROM media_files');
    const results = await outcomes(
      await Promise.all(
        Array.from({ length: N }, () =>
          adminCall(
            shop,
            token,
            'PATCH',
            `/api/admin/orders/${id}/send-completed`,
            form({ message: 'Enjoy' }, { songFile: song(), lyricsFile: lyrics() }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    for (const r of results.filter((r) => r.status >= 300)) {
      expect(r.status).toBe(409);
      expect([SENT_MEANWHILE, BEING_MAILED]).toContain(r.error);
    }

    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    await shop.services.jobs.runDue();
    expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore + 2);
    expect(await count('SELECT count(*) AS n FROM media_files')).toBe(mediaBefore + 2);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
    expect(await deliveryJobs(id)).toBe(1);
    const mails = mailsTo('race-send@example.com').filter((m) => m.subject?.includes('is ready'));
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!.text);
    expect(link).toBe(await deliveryToken('orders', id));
    expect((await fetch(`${shop.url}/api/songs/${link}`)).status).toBe(200);
  });

  it(`of ${N} scheduled sends of one free song one wins; it alone is mailed when its time comes`, async () => {
    const id = await insertFreeSong(shop, { email: 'race-free@example.com', status: 'in_progress' });
    const filesBefore = storedFiles(shop.dataDir).length;
    const at = new Date(shop.clock.now().getTime() + 3_600_000).toISOString();
    const results = await outcomes(
      await Promise.all(
        Array.from({ length: N }, () =>
          adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ scheduledSendAt: at }, { songFile: song() })),
        ),
      ),
    );
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.error === SENT_MEANWHILE)).toHaveLength(N - 1);
    expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore + 1);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
    expect(await deliveryJobs(id)).toBe(1);

    shop.clock.advance(3_600_000 + 1000);
    await shop.services.jobs.runDue();
    const row = (await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('SELECT status, delivery_token FROM free_song_submissions WHERE id = ?')
        .get<{ status: string; delivery_token: string }>(id),
    ))!;
    expect(row.status).toBe('delivered');
    const mails = mailsTo('race-free@example.com').filter((m) => m.subject?.includes('is ready'));
    expect(mails.map((m) => linkIn(m.text))).toEqual([row.delivery_token]);
  });

  it('refuses to replace a send whose mail went out: its link stays alive', async () => {
    const id = await orderInProgress('race-resend@example.com');
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form({}, { songFile: song() }))).status).toBe(
      200,
    );
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    const mailed = (await deliveryToken('orders', id))!;
    const files = storedFiles(shop.dataDir);
    // A state no admin can reach from the screens (delivered never goes back), which a second send must not exploit.
    await setStoredStatus(shop, 'orders', id, 'completed');
    const again = await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form({}, { songFile: song() }));
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: BEING_MAILED });
    expect(storedFiles(shop.dataDir)).toEqual(files);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
    expect((await fetch(`${shop.url}/api/songs/${mailed}`)).status).toBe(200);
  });

  it('refuses to replace a scheduled send once its time has come (the job may be mailing it), and mails that one', async () => {
    const id = await insertFreeSong(shop, { email: 'race-due@example.com', status: 'in_progress' });
    const at = new Date(shop.clock.now().getTime() + 60 * 60_000).toISOString();
    expect(
      (await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ scheduledSendAt: at }, { songFile: song() })))
        .status,
    ).toBe(200);
    const scheduled = (await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT delivery_token FROM free_song_submissions WHERE id = ?').get<{ delivery_token: string }>(id),
    ))!;
    shop.clock.advance(60 * 60_000 + 1000);
    const files = storedFiles(shop.dataDir);
    const late = await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({}, { songFile: song() }));
    expect({ status: late.status, body: await json(late) }).toEqual({ status: 409, body: { error: BEING_MAILED } });
    expect(storedFiles(shop.dataDir)).toEqual(files);
    await shop.services.jobs.runDue();
    const mails = mailsTo('race-due@example.com').filter((m) => m.subject?.includes('is ready'));
    expect(mails.map((m) => linkIn(m.text))).toEqual([scheduled.delivery_token]);
    expect((await fetch(`${shop.url}/api/songs/${scheduled.delivery_token}`)).status).toBe(200);
  });
});

describe('other changes to one order, in parallel', () => {
  it(`of ${N} admins approving one order one succeeds, and the customer gets one mail`, async () => {
    const id = await paidOrder(shop, { email: 'race-status@example.com' });
    const results = await outcomes(
      await Promise.all(
        Array.from({ length: N }, () => adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'approved' })),
      ),
    );
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.error === illegalMove('approved', 'approved'))).toHaveLength(N - 1);
    await shop.services.jobs.runDue();
    expect(mailsTo('race-status@example.com').filter((m) => m.subject?.includes('is approved'))).toHaveLength(1);
  });

  it(`of ${N} admins approving one free song at once, the applicant is mailed once`, async () => {
    const id = await insertFreeSong(shop, { email: 'race-free-status@example.com' });
    const results = await outcomes(
      await Promise.all(
        Array.from({ length: N }, () =>
          adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ status: 'approved' })),
        ),
      ),
    );
    // The first moves it; the others find it approved already (no change, 200) or lose the move from pending (409).
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r).toEqual({ status: 409, error: illegalMove('pending', 'approved') });
    await shop.services.jobs.runDue();
    expect(mailsTo('race-free-status@example.com')).toHaveLength(1);
  });

  it('two admins moving one order different ways are applied one after the other, each judged on the state the other left', async () => {
    const id = await paidOrder(shop, { email: 'race-moves@example.com' });
    await setStoredStatus(shop, 'orders', id, 'approved');
    const [start, reject] = await outcomes(
      await Promise.all([
        adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'in_progress' }),
        adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'rejected' }),
      ]),
    );
    const final = (await storedOrder(shop, id))!.status;
    // Rejected first: starting it is refused. Started first: rejecting an order in progress is a legal move.
    if (start!.status === 409)
      expect([start!.error, reject!.status, final]).toEqual([illegalMove('rejected', 'in_progress'), 200, 'rejected']);
    else expect([start!.status, reject!.status, final]).toEqual([200, 200, 'rejected']);
  });

  it('two admins who both saw it approved and say so (expectedStatus): one move wins, the other is told it changed', async () => {
    for (const table of ['orders', 'free_song_submissions'] as const) {
      const id =
        table === 'orders'
          ? await paidOrder(shop, { email: 'race-expected@example.com' })
          : await insertFreeSong(shop, { email: 'race-expected-free@example.com' });
      await setStoredStatus(shop, table, id, 'approved');
      const move = (status: string) =>
        table === 'orders'
          ? adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status, expectedStatus: 'approved' })
          : adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ status, expectedStatus: 'approved' }));
      const [start, reject] = await outcomes(await Promise.all([move('in_progress'), move('rejected')]));
      const final = await withDatabase(
        shop.dataDir,
        async (db) => (await db.prepare(`SELECT status FROM ${table} WHERE id = ?`).get<{ status: string }>(id))!.status,
      );
      const winner = start!.status === 200 ? 'in_progress' : 'rejected';
      expect([start!.status, reject!.status].sort(), table).toEqual([200, 409]);
      expect(final, table).toBe(winner);
      const loser = start!.status === 200 ? reject! : start!;
      // Either the loser read the old status and lost the conditional move, or it read the new one.
      expect(
        [
          illegalMove('approved', winner === 'in_progress' ? 'rejected' : 'in_progress'),
          changedMeanwhile(winner, winner === 'in_progress' ? 'rejected' : 'in_progress'),
        ],
        table,
      ).toContain(loser.error);
    }
  });

  it(`of ${N} revision requests at once one is taken, and the admin is mailed once`, async () => {
    const id = await orderInProgress('race-revision@example.com');
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form({}, { songFile: song() }))).status).toBe(
      200,
    );
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    const songToken = (await deliveryToken('orders', id))!;
    const ask = () =>
      fetch(`${shop.url}/api/songs/${songToken}/revision`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...nextAddress() },
        body: JSON.stringify({ note: 'Her name is spelled Ana' }),
      });
    const noticesBefore = mailsTo(ADMIN_EMAIL).filter((m) => m.subject?.startsWith('Revision requested')).length;
    const results = await outcomes(await Promise.all(Array.from({ length: N }, ask)));
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.error === ADMIN_MESSAGES.revisionTwice)).toHaveLength(N - 1);
    await shop.services.jobs.runDue();
    const notices = await eventually(
      () => mailsTo(ADMIN_EMAIL).filter((m) => m.subject?.startsWith('Revision requested')).length,
      (n) => n > noticesBefore,
    );
    await shop.services.jobs.runDue();
    expect(notices - noticesBefore).toBe(1);
    expect(mailsTo(ADMIN_EMAIL).filter((m) => m.subject?.startsWith('Revision requested'))).toHaveLength(notices);
  });
});

describe('free-song reactions, in parallel', () => {
  /** The first bytes of an MP4 file, which is all the upload's type check reads. */
  const mp4 = (): FilePart => {
    const bytes = Buffer.alloc(4096);
    bytes.writeUInt32BE(24, 0);
    bytes.write('ftypisom', 4);
    bytes.write('isom', 16);
    bytes.write('mp41', 20);
    bytes.writeUInt32BE(4096 - 24, 24);
    bytes.write('mdat', 28);
    return { bytes, name: 'reaction.mp4', type: 'video/mp4' };
  };

  it(`${N} uploads at once leave exactly one reaction: one media row, one file`, async () => {
    const id = await insertFreeSong(shop, { email: 'race-reaction@example.com', status: 'delivered' });
    const filesBefore = storedFiles(shop.dataDir).length;
    const mediaBefore = await count('SELECT count(*) AS n FROM media_files');
    const upload = () =>
      fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, {
        method: 'POST',
        headers: nextAddress(),
        body: form({ message: 'She cried!' }, { video: mp4() }),
      });
    const results = await outcomes(await Promise.all(Array.from({ length: N }, upload)));
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    const row = (await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('SELECT status, reaction_media_id FROM free_song_submissions WHERE id = ?')
        .get<{ status: string; reaction_media_id: string }>(id),
    ))!;
    expect(row.status).toBe('reaction_received');
    expect(await count('SELECT count(*) AS n FROM media_files')).toBe(mediaBefore + 1);
    expect(await count('SELECT count(*) AS n FROM media_files WHERE id = ?', row.reaction_media_id)).toBe(1);
    expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore + 1);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  });

  it(`${N} presses of "send reaction reminders" at once mail each customer once`, async () => {
    const emails = ['race-remind-1@example.com', 'race-remind-2@example.com', 'race-remind-3@example.com'];
    for (const email of emails) await insertFreeSong(shop, { email, status: 'delivered' });
    const presses = await Promise.all(
      Array.from({ length: N }, () =>
        adminCall(shop, token, 'POST', '/api/admin/send-reaction-reminders').then((r) => json<{ emailsSent: number }>(r)),
      ),
    );
    await shop.services.jobs.runDue();
    for (const email of emails) expect(mailsTo(email).filter((m) => m.subject?.startsWith('How did'))).toHaveLength(1);
    expect(presses.reduce((sum, p) => sum + p.emailsSent, 0)).toBeGreaterThanOrEqual(emails.length);
  });
});
