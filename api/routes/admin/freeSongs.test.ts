// Free-song submissions in the admin API: the list, status and notes by the rules, and sending the song
// now or at a scheduled time. A scheduled send is a stored job: on a controlled clock it fires once at its
// time, across restarts of the server on the same DATA_DIR, and never again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import { FREE_SONG_STATUSES } from '../../../shared/enums';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { illegalMove, nextFreeSongStatuses } from '../../../shared/statusRules';
import {
  adminCall,
  adminToken,
  eventually,
  form,
  insertFreeSong,
  setStoredStatus,
  TEST_ADMIN_PASSWORD,
  type FilePart,
} from '../../../testing/admin';
import { incomingFiles, pdfBytes, storedFiles, wavBytes } from '../../../testing/files';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const HOUR = 3_600_000;
const PUBLIC_URL = 'https://shop.example';
let sink: SmtpSink;
let shop: TestShop;
let token: string;
const env = () => ({ SMTP_URL: sink.url, PUBLIC_URL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({ seed: false, runJobs: false, env: env() });
  token = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const update = (id: string, fields: Record<string, string>, files: Record<string, FilePart> = {}) =>
  adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form(fields, files));
const stored = (id: string) =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM free_song_submissions WHERE id = ?').get<Record<string, string | null>>(id));
const songMails = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to && m.subject?.includes('is ready'));
const song = (seconds = 0.5): FilePart => ({ bytes: wavBytes(seconds), name: 'song.wav', type: 'audio/wav' });
const settle = () => jobsDone(shop);

describe('GET /api/admin/free-song-submissions', () => {
  it('lists submissions newest first with the spec fields', async () => {
    const older = await insertFreeSong(shop, { createdAt: '2026-01-10T10:00:00.000Z' });
    const newer = await insertFreeSong(shop, { name: 'Ben', createdAt: '2026-01-11T10:00:00.000Z' });
    const list = await json<AdminFreeSongSubmission[]>(await adminCall(shop, token, 'GET', '/api/admin/free-song-submissions'));
    expect(list.map((s) => s.id).indexOf(newer)).toBeLessThan(list.map((s) => s.id).indexOf(older));
    expect(list.find((s) => s.id === older)).toEqual({
      id: older,
      displayId: older.slice(-8).toUpperCase(),
      name: 'Ana',
      email: 'ana@example.com',
      occasion: 'Birthday',
      recipientName: 'Lucía',
      relationship: 'Sister',
      story: 'She taught me to ride a bike and never once laughed when I fell.',
      specialDetails: 'Loves sunflowers and the sea.',
      mood: 'Joyful',
      genre: 'Pop',
      vocalPreference: 'Female',
      agreedToVideo: true,
      status: 'pending',
      adminNotes: null,
      scheduledSendAt: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      dueAt: null,
      stage: 'brief',
      delivery: null,
      revision: null,
      reaction: null,
      // Issue 26: who makes it (nobody yet).
      assigneeId: null,
      assigneeName: null,
      assignmentAcceptedAt: null,
      acceptBy: null,
    });
  });
});

describe('PATCH /api/admin/free-song-submissions/:id (status and notes)', () => {
  it('moves by the rules; every illegal move from pending and from delivered is a 409 naming both', async () => {
    const id = await insertFreeSong(shop);
    for (const from of ['pending', 'delivered'] as const) {
      for (const to of FREE_SONG_STATUSES.filter((s) => s !== from && !nextFreeSongStatuses(from).includes(s))) {
        await setStoredStatus(shop, 'free_song_submissions', id, from);
        const res = await update(id, { status: to });
        expect({ from, to, status: res.status, body: await json(res) }).toEqual({
          from,
          to,
          status: 409,
          body: { error: illegalMove(from, to) },
        });
      }
    }
    await setStoredStatus(shop, 'free_song_submissions', id, 'delivered');
    expect((await json<AdminFreeSongSubmission>(await update(id, { status: 'reaction_received' }))).status).toBe('reaction_received');
  });

  it('mails the applicant once when approved; notes alone, or the current status, change nothing else', async () => {
    const id = await insertFreeSong(shop, { email: 'approved@example.com' });
    const approved = await update(id, { status: 'approved', adminNotes: 'Lovely story' });
    expect(await json(approved)).toMatchObject({ status: 'approved', adminNotes: 'Lovely story' });
    await sink.waitFor(1);
    expect(sink.messages.map((m) => m.subject)).toEqual(['Your free song for Lucía is approved']);
    expect(await json(await update(id, { status: 'approved', adminNotes: '' }))).toMatchObject({ status: 'approved', adminNotes: null });
    await settle();
    expect(sink.messages).toHaveLength(1);
  });

  it('writes nothing when the move is refused (notes included)', async () => {
    const id = await insertFreeSong(shop);
    const res = await update(id, { status: 'delivered', adminNotes: 'should not stick' });
    expect(res.status).toBe(409);
    expect(await stored(id)).toMatchObject({ status: 'pending', admin_notes: null });
  });

  it('answers 400 for an unknown status, a schedule or lyrics without a song, and 404 for an unknown id', async () => {
    const id = await insertFreeSong(shop);
    expect(await json(await update(id, { status: 'done' }))).toEqual({ error: 'Unknown status', field: 'status' });
    expect(await json(await update(id, { scheduledSendAt: '2030-01-01T00:00:00.000Z' }))).toEqual({
      error: ADMIN_MESSAGES.songFileMissing,
      field: 'songFile',
    });
    expect(await json(await update(id, {}, { lyricsFile: { bytes: pdfBytes(), name: 'l.pdf' } }))).toEqual({
      error: ADMIN_MESSAGES.songFileMissing,
      field: 'songFile',
    });
    expect((await update('0123456789abcdef0123456789abcdef', { status: 'approved' })).status).toBe(404);
    expect((await adminCall(shop, token, 'DELETE', '/api/admin/free-song-submissions/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  });
});

describe('sending a free song', () => {
  it('sends now when no time is given; delivered once the mail is out', async () => {
    const id = await insertFreeSong(shop, { email: 'now@example.com', status: 'in_progress' });
    const res = await update(id, { scheduledSendAt: '', message: 'Happy birthday!' }, { songFile: song() });
    expect(res.status).toBe(200);
    await eventually(
      async () => (await stored(id))!.status,
      (s) => s === 'delivered',
    );
    expect(songMails('now@example.com')).toHaveLength(1);
    expect(songMails('now@example.com')[0]!.text).toContain(`${PUBLIC_URL}/song/${(await stored(id))!.delivery_token}`);
    expect((await stored(id))!.scheduled_send_at).toBeNull();
  });

  it('refuses a time in the past, leaving nothing behind', async () => {
    const id = await insertFreeSong(shop, { status: 'in_progress' });
    const before = storedFiles(shop.dataDir);
    const res = await update(id, { scheduledSendAt: new Date(shop.clock.now().getTime() - 2 * HOUR).toISOString() }, { songFile: song() });
    expect({ status: res.status, body: await json(res) }).toEqual({
      status: 400,
      body: { error: ADMIN_MESSAGES.scheduleInPast, field: 'scheduledSendAt' },
    });
    expect(storedFiles(shop.dataDir)).toEqual(before);
    expect(await stored(id)).toMatchObject({ status: 'in_progress', song_media_id: null });
  });

  it('fires a scheduled send once at its time, across restarts on the same DATA_DIR', async () => {
    const id = await insertFreeSong(shop, { email: 'later@example.com', status: 'in_progress' });
    const at = new Date(shop.clock.now().getTime() + 2 * HOUR).toISOString();
    const res = await update(id, { scheduledSendAt: at }, { songFile: song() });
    expect(await json(res)).toMatchObject({ status: 'completed', scheduledSendAt: at, delivery: { deliveredAt: null } });
    await settle();
    expect(songMails('later@example.com')).toHaveLength(0);

    await shop.stop();
    shop = await startTestShop({ seed: false, runJobs: false, env: env(), dataDir: shop.dataDir, clock: shop.clock });
    await settle();
    shop.clock.advance(2 * HOUR - 1000);
    await settle();
    expect(songMails('later@example.com')).toHaveLength(0);
    expect((await stored(id))!.status).toBe('completed');

    shop.clock.advance(1000);
    await shop.services.jobs.runDue();
    await sink.waitFor(1);
    expect(songMails('later@example.com')).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'delivered', delivered_at: at });

    // A second restart, this time with the job runner on its own loop: nothing is sent again.
    await shop.stop();
    shop = await startTestShop({ seed: false, env: env(), dataDir: shop.dataDir, clock: shop.clock });
    shop.clock.advance(24 * HOUR);
    token = await adminToken(shop);
    await settle();
    expect(songMails('later@example.com')).toHaveLength(1);
  });

  it('replaces a scheduled send before it fires: the old files go, only the new one is mailed', async () => {
    const id = await insertFreeSong(shop, { email: 'changed@example.com', status: 'in_progress' });
    const first = new Date(shop.clock.now().getTime() + HOUR).toISOString();
    await update(id, { scheduledSendAt: first }, { songFile: song(0.5), lyricsFile: { bytes: pdfBytes(), name: 'l.pdf' } });
    const files = storedFiles(shop.dataDir);
    const second = new Date(shop.clock.now().getTime() + 3 * HOUR).toISOString();
    const res = await update(id, { scheduledSendAt: second }, { songFile: song(0.75) });
    expect(await json(res)).toMatchObject({ status: 'completed', scheduledSendAt: second, delivery: { lyricsUrl: null } });
    expect(storedFiles(shop.dataDir)).toHaveLength(files.length - 1);

    shop.clock.advance(2 * HOUR);
    await settle();
    expect(songMails('changed@example.com')).toHaveLength(0);
    shop.clock.advance(HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(1);
    expect(songMails('changed@example.com')).toHaveLength(1);
    expect(songMails('changed@example.com')[0]!.text).toContain((await stored(id))!.delivery_token!);
  });

  it('deletes a submission with its files', async () => {
    const id = await insertFreeSong(shop, { status: 'in_progress' });
    await update(id, { scheduledSendAt: new Date(shop.clock.now().getTime() + HOUR).toISOString() }, { songFile: song() });
    const files = storedFiles(shop.dataDir);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/free-song-submissions/${id}`)).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect(storedFiles(shop.dataDir)).toHaveLength(files.length - 1);
    shop.clock.advance(2 * HOUR);
    await settle();
    expect(sink.messages).toHaveLength(0);
  });
});
