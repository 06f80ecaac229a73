// Reaction videos on a real server: the page's details, and the upload's rules checked on disk and in the
// database afterwards — the type by the bytes, 50 MB while streaming, a message required, nothing kept of a
// refused or cut-off upload, only after delivery, a second upload replacing the first, the admin told; and ffmpeg never
// run on an upload (FFMPEG_PATH names a tripwire).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import { REACTION_LIMITS, REACTION_MESSAGES } from '../../../shared/schemas/freeSong';
import { adminCall, adminToken, eventually, form, insertFreeSong, TEST_ADMIN_PASSWORD, type FilePart } from '../../../testing/admin';
import { recordingFfmpeg, type RecordingFfmpeg } from '../../../testing/ffmpegRecorder';
import { elfBytes, incomingFiles, storedFiles } from '../../../testing/files';
import { readOutbox } from '../../../testing/outbox';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

/** The first bytes of an ISO media file with this brand: what a phone's MP4 ('isom') or MOV ('qt  ') starts with. */
function isoMedia(brand: string, size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftyp', 4);
  bytes.write(brand, 8);
  bytes.write(brand, 16);
  bytes.write('mp41', 20);
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28);
  return bytes;
}

function aviBytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(size - 8, 4);
  bytes.write('AVI LIST', 8);
  return bytes;
}

const mp4 = (size?: number): FilePart => ({ bytes: isoMedia('isom', size), name: 'reaction.mp4', type: 'video/mp4' });

let shop: TestShop;
let address = 0;
let tripwireDir: string;
let ffmpeg: RecordingFfmpeg;

beforeAll(async () => {
  tripwireDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-reactions-ffmpeg-'));
  ffmpeg = recordingFfmpeg(tripwireDir, { passThrough: false });
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://shop.example', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, FFMPEG_PATH: ffmpeg.path },
  });
});
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(tripwireDir, { recursive: true, force: true });
});

const upload = (id: string, fields: Record<string, string>, files: Record<string, FilePart> = {}) =>
  fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': `192.0.2.${(address = (address % 250) + 1)}` },
    body: form(fields, files),
  });

const row = async (id: string) => (await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM free_song_submissions WHERE id = ?').get<Record<string, string | null>>(id)))!;
const mediaRows = () => withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM media_files').get<{ n: number }>())!.n);
const snapshot = async () => ({ stored: storedFiles(shop.dataDir), incoming: incomingFiles(shop.dataDir), media: await mediaRows() });

describe('GET /api/free-song-submissions/:id/reaction-details', () => {
  it('answers the spec fields (and the status) of a submission', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered', name: 'Ana', recipientName: 'Lucía', occasion: 'Birthday', email: 'ana@example.com' });
    const res = await fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-details`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ customerName: 'Ana', recipientName: 'Lucía', occasion: 'Birthday', email: 'ana@example.com', status: 'delivered', reactionReceivedAt: null });
  });

  it.each(['0123456789abcdef0123456789abcdef', 'not-an-id', '..%2F..%2Fetc', "1' OR '1'='1"])('is a 404 "Submission not found" for %s', async (id) => {
    const res = await fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-details`);
    expect({ status: res.status, body: await json(res) }).toEqual({ status: 404, body: { error: 'Submission not found' } });
  });
});

describe('POST /api/free-song-submissions/:id/reaction-video', () => {
  it.each([
    ['an MP4', mp4(), 'video/mp4', 'mp4'],
    ['a MOV', { bytes: isoMedia('qt  '), name: 'IMG_0001.MOV', type: 'video/quicktime' }, 'video/quicktime', 'mov'],
    ['an AVI', { bytes: aviBytes(), name: 'clip.avi', type: 'video/x-msvideo' }, 'video/x-msvideo', 'avi'],
    ['an M4V (stored as MP4)', { bytes: isoMedia('M4V '), name: 'clip.m4v', type: 'video/x-m4v' }, 'video/mp4', 'mp4'],
  ])('stores %s with the message and sets reaction_received', async (_kind, file, contentType, ext) => {
    const id = await insertFreeSong(shop, { status: 'delivered' });
    const before = await snapshot();
    const res = await upload(id, { message: 'She cried at the first line!' }, { video: file });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ success: true, message: REACTION_MESSAGES.success });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'reaction_received', reaction_message: 'She cried at the first line!', reaction_received_at: shop.clock.now().toISOString() });
    const media = (await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM media_files WHERE id = ?').get(stored.reaction_media_id)))!;
    expect(media).toMatchObject({ content_type: contentType, size: file.bytes.length });
    expect(String(media.stored_name)).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
    expect(await snapshot()).toEqual({ stored: [...before.stored, media.stored_name].sort(), incoming: [], media: before.media + 1 });
  });

  it('lets the admin watch it: listed with the video, seekable by Range, and downloadable', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered' });
    await upload(id, { message: 'Happy tears' }, { video: mp4(64 * 1024) });
    const token = await adminToken(shop);
    const list = await json<AdminFreeSongSubmission[]>(await adminCall(shop, token, 'GET', '/api/admin/free-song-submissions'));
    const reaction = list.find((s) => s.id === id)!.reaction!;
    expect(reaction).toMatchObject({ contentType: 'video/mp4', bytes: 64 * 1024, message: 'Happy tears', receivedAt: shop.clock.now().toISOString() });
    const part = await fetch(`${shop.url}${reaction.videoUrl}`, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${64 * 1024}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
    const download = await fetch(`${shop.url}${reaction.downloadUrl}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Reaction of Lucia.mp4"; filename*=UTF-8''Reaction%20of%20Luc%C3%ADa.mp4`);
  });

  it('mails the admin that a reaction arrived', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered', name: 'Noticed', recipientName: 'Pia' });
    await upload(id, { message: 'Pia danced' }, { video: mp4() });
    await shop.services.jobs.runDue();
    const mails = await eventually(() => readOutbox(shop.dataDir), (all) => all.some((m) => m.subject === `Reaction video received for ${id.slice(-8).toUpperCase()} (Pia)`));
    const notice = mails.find((m) => m.subject === `Reaction video received for ${id.slice(-8).toUpperCase()} (Pia)`)!;
    expect(notice.text).toContain('Pia danced');
    expect(notice.text).toContain('https://shop.example/admin?tab=orders&list=free');
  });

  it('a second upload replaces the first: the old file is deleted, the new one kept', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered' });
    await upload(id, { message: 'First take' }, { video: mp4() });
    const first = await row(id);
    const firstFile = await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT stored_name FROM media_files WHERE id = ?').get<{ stored_name: string }>(first.reaction_media_id))!.stored_name);
    shop.clock.advance(60_000);
    const before = await snapshot();
    const res = await upload(id, { message: 'A better take' }, { video: { bytes: isoMedia('qt  '), name: 'better.mov' } });
    expect(res.status).toBe(201);
    const second = await row(id);
    expect(second.reaction_media_id).not.toBe(first.reaction_media_id);
    expect(second).toMatchObject({ status: 'reaction_received', reaction_message: 'A better take', reaction_received_at: shop.clock.now().toISOString() });
    expect(await withDatabase(shop.dataDir, (db) => db.prepare('SELECT id FROM media_files WHERE id = ?').get(first.reaction_media_id))).toBeUndefined();
    const after = await snapshot();
    expect(after.stored).not.toContain(firstFile);
    expect(after.stored).toHaveLength(before.stored.length);
    expect(after.media).toBe(before.media);
  });

  describe('refused uploads leave no file and no row', () => {
    it.each([
      ['no video field', { message: 'Hello' }, {}, 400, REACTION_MESSAGES.fileMissing, 'video'],
      ['an empty video', { message: 'Hello' }, { video: { bytes: Buffer.alloc(0), name: 'empty.mp4', type: 'video/mp4' } }, 400, REACTION_MESSAGES.fileMissing, 'video'],
      ['no message', {}, { video: mp4() }, 400, REACTION_MESSAGES.messageMissing, 'message'],
      ['a blank message', { message: '   ' }, { video: mp4() }, 400, REACTION_MESSAGES.messageMissing, 'message'],
      ['an .exe renamed .mp4', { message: 'Hello' }, { video: { bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096)]), name: 'video.mp4', type: 'video/mp4' } }, 400, REACTION_MESSAGES.fileType, 'video'],
      ['an ELF binary claiming to be a movie', { message: 'Hello' }, { video: { bytes: elfBytes(), name: 'clip.mov', type: 'video/quicktime' } }, 400, REACTION_MESSAGES.fileType, 'video'],
      ['text named .avi', { message: 'Hello' }, { video: { bytes: Buffer.from('just some text, not a video at all'), name: 'clip.avi', type: 'video/x-msvideo' } }, 400, REACTION_MESSAGES.fileType, 'video'],
      ['an HLS playlist named .mp4', { message: 'Hello' }, { video: { bytes: Buffer.from('#EXTM3U\n#EXTINF:2,\nhttp://169.254.169.254/latest/meta-data/\n#EXTINF:2,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n'), name: 'reaction.mp4', type: 'video/mp4' } }, 400, REACTION_MESSAGES.fileType, 'video'],
      ['an ffconcat list named .mov', { message: 'Hello' }, { video: { bytes: Buffer.from("ffconcat version 1.0\nfile '/etc/passwd'\n"), name: 'IMG_0002.MOV', type: 'video/quicktime' } }, 400, REACTION_MESSAGES.fileType, 'video'],
      ['a file in another field', { message: 'Hello' }, { file: mp4() }, 400, 'Unexpected file field: file', undefined],
      ['a message over the limit', { message: 'x'.repeat(REACTION_LIMITS.message + 1) }, { video: mp4() }, 400, `Message must be ${REACTION_LIMITS.message} characters or fewer`, 'message'],
    ] as const)('%s', async (_case, fields, files, status, message, field) => {
      const id = await insertFreeSong(shop, { status: 'delivered' });
      const before = await snapshot();
      const res = await upload(id, fields as Record<string, string>, files as Record<string, FilePart>);
      expect({ status: res.status, body: await json(res) }).toEqual({ status, body: { error: message, field } });
      expect(await snapshot()).toEqual(before);
      expect(await row(id)).toMatchObject({ status: 'delivered', reaction_media_id: null, reaction_message: null });
      // Judged by its bytes alone: ffmpeg was never started on it.
      expect(ffmpeg.runs()).toEqual([]);
    });

    it('a video over 50 MB is stopped while streaming with 413', async () => {
      const id = await insertFreeSong(shop, { status: 'delivered' });
      const before = await snapshot();
      const res = await upload(id, { message: 'Too big' }, { video: mp4(REACTION_LIMITS.videoBytes + 1024 * 1024) });
      expect({ status: res.status, body: await json(res) }).toEqual({ status: 413, body: { error: REACTION_MESSAGES.fileSize } });
      expect(await snapshot()).toEqual(before);
      expect((await row(id)).reaction_media_id).toBeNull();
    });

    it('a song not delivered yet refuses with 409, before reading the body', async () => {
      for (const status of ['pending', 'approved', 'in_progress', 'completed', 'rejected']) {
        const id = await insertFreeSong(shop, { status });
        const before = await snapshot();
        const res = await upload(id, { message: 'Early' }, { video: mp4() });
        expect({ status: res.status, body: await json(res) }).toEqual({ status: 409, body: { error: REACTION_MESSAGES.notDelivered } });
        expect(await snapshot()).toEqual(before);
        expect((await row(id)).status).toBe(status);
      }
    });

    it('an unknown or malformed submission id is a 404', async () => {
      const before = await snapshot();
      for (const id of ['0123456789abcdef0123456789abcdef', 'nope']) {
        const res = await upload(id, { message: 'Hello' }, { video: mp4() });
        expect({ status: res.status, body: await json(res) }).toEqual({ status: 404, body: { error: 'Submission not found' } });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('a connection cut mid-upload leaves nothing, and the next upload works', async () => {
      const id = await insertFreeSong(shop, { status: 'delivered' });
      const before = await snapshot();
      const boundary = '----cut-off-upload';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="r.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      const { port } = new URL(shop.url);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/free-song-submissions/${id}/reaction-video`,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + 10 * 1024 * 1024) },
      });
      req.on('error', () => undefined);
      req.write(head);
      await new Promise<void>((resolve) => req.write(isoMedia('isom', 2 * 1024 * 1024), () => resolve()));
      // Half the promised bytes are sent: the phone loses its signal once the shop is writing them down.
      const receiving = await eventually(
        () => incomingFiles(shop.dataDir),
        (files) => files.length > 0,
      );
      expect(receiving.length, 'the shop had started keeping the upload').toBeGreaterThan(0);
      req.destroy();
      const after = await eventually(snapshot, (s) => s.incoming.length === 0);
      expect(after).toEqual(before);
      expect(await row(id)).toMatchObject({ status: 'delivered', reaction_media_id: null });
      expect((await upload(id, { message: 'Second try' }, { video: mp4() })).status).toBe(201);
    });
  });

  it('limits uploads per address with 429 and Retry-After, before reading the body', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered' });
    const send = () =>
      fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, { method: 'POST', headers: { 'X-Forwarded-For': '198.18.5.5' }, body: form({ message: 'Again' }, { video: mp4() }) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await send();
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ error: REACTION_MESSAGES.tooMany });
    // Ten replacements later, one file is stored for the submission: each replaced the one before.
    const media = await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM free_song_submissions s JOIN media_files m ON m.id = s.reaction_media_id WHERE s.id = ?').get<{ n: number }>(id))!.n);
    expect(media).toBe(1);
  });

  it('deleting the submission in the admin area deletes its reaction video', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered' });
    await upload(id, { message: 'Bye' }, { video: mp4() });
    const before = await snapshot();
    const token = await adminToken(shop);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/free-song-submissions/${id}`)).status).toBe(204);
    const after = await snapshot();
    expect(after.stored).toHaveLength(before.stored.length - 1);
    expect(after.media).toBe(before.media - 1);
  });
});
