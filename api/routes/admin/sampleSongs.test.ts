// The admin's sample songs through the API, checking the disk and the database afterwards: MP3 and WAV
// accepted by their bytes with their durations, everything else refused with nothing left behind; moves
// number the list 0..n-1; deletes take the file along; the public list follows every change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SampleSong } from '../../../shared/api-types';
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { adminCall, adminToken, form, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { elfBytes, incomingFiles, seedMp3, storedFiles, wavBytes } from '../../../testing/files';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;
let mp3: { bytes: Buffer; durationSec: number };

beforeAll(async () => {
  shop = await startTestShop({ runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
  mp3 = await seedMp3();
});
afterAll(() => shop.destroy());

const publicList = async () => json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
const adminList = async () => json<SampleSong[]>(await adminCall(shop, token, 'GET', '/api/admin/sample-songs'));
const count = (table: 'sample_songs' | 'media_files') =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).get<{ n: number }>())!.n);
const snapshot = async () => ({
  files: storedFiles(shop.dataDir),
  incoming: incomingFiles(shop.dataDir),
  songs: await count('sample_songs'),
  media: await count('media_files'),
});
const add = (fields: Record<string, string>, audio?: { bytes: Buffer; name: string; type?: string }) =>
  adminCall(shop, token, 'POST', '/api/admin/sample-songs', form(fields, audio ? { audioFile: audio } : {}));

describe('POST /api/admin/sample-songs', () => {
  it('adds an MP3 at the end with the duration read from the file, and the public list shows it', async () => {
    const before = await publicList();
    const top = Math.max(...before.map((s) => s.sortOrder));
    const res = await add(
      { title: 'Our Song', genre: 'Wedding', sortOrder: '0' },
      { bytes: mp3.bytes, name: 'our-song.mp3', type: 'audio/mpeg' },
    );
    expect(res.status).toBe(201);
    const song = await json<SampleSong>(res);
    expect(song).toMatchObject({ title: 'Our Song', genre: 'Wedding', sortOrder: top + 1 });
    expect(song.duration).toBeCloseTo(mp3.durationSec, 0);
    expect(song.audioUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    expect((await publicList()).at(-1)).toEqual(song);
    expect(await adminList()).toEqual(await publicList());

    const audio = await fetch(`${shop.url}${song.audioUrl}`);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await audio.arrayBuffer()).equals(mp3.bytes)).toBe(true);
    const download = await fetch(`${shop.url}${song.audioUrl}?download=1`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Our Song.mp3"; filename*=UTF-8''Our%20Song.mp3`);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  });

  it('adds a WAV (whatever the browser calls it) as audio/wav with its duration', async () => {
    const res = await add(
      { title: 'Quiet Tone', genre: 'Memorial' },
      { bytes: wavBytes(1.5), name: 'tone.bin', type: 'application/octet-stream' },
    );
    expect(res.status).toBe(201);
    const song = await json<SampleSong>(res);
    expect(song.duration).toBe(1.5);
    const audio = await fetch(`${shop.url}${song.audioUrl}`, { method: 'HEAD' });
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(storedFiles(shop.dataDir).filter((f) => f.endsWith('.wav'))).toHaveLength(1);
  });
});

describe('refused uploads leave no file and no row', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => {
    before = await snapshot();
  });
  const nothingLeft = async () => expect(await snapshot()).toEqual({ ...before, incoming: [] });

  it.each([
    ['no title', { genre: 'Wedding' }, true, 'title'],
    ['a blank title', { title: '   ', genre: 'Wedding' }, true, 'title'],
    ['no genre', { title: 'Song' }, true, 'genre'],
    ['no audio file', { title: 'Song', genre: 'Wedding' }, false, 'audioFile'],
  ])('answers 400 for %s, naming the field', async (_case, fields, withFile, field) => {
    const res = await add(fields as Record<string, string>, withFile ? { bytes: mp3.bytes, name: 'a.mp3', type: 'audio/mpeg' } : undefined);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: ADMIN_MESSAGES.sampleFieldsMissing, field });
    await nothingLeft();
  });

  it('answers 400 for an empty file and for a JSON body', async () => {
    const empty = await add({ title: 'Song', genre: 'Wedding' }, { bytes: Buffer.alloc(0), name: 'a.mp3', type: 'audio/mpeg' });
    expect(await json(empty)).toEqual({ error: ADMIN_MESSAGES.sampleFieldsMissing, field: 'audioFile' });
    const jsonBody = await adminCall(shop, token, 'POST', '/api/admin/sample-songs', { title: 'Song', genre: 'Wedding' });
    expect(jsonBody.status).toBe(400);
    await nothingLeft();
  });

  it('answers 400 for an executable renamed .mp3 and sent as audio/mpeg', async () => {
    const res = await add({ title: 'Trojan', genre: 'Wedding' }, { bytes: elfBytes(), name: 'song.mp3', type: 'audio/mpeg' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: ADMIN_MESSAGES.sampleAudioType, field: 'audioFile' });
    await nothingLeft();
  });

  it('answers 400 for audio that is neither MP3 nor WAV (FLAC)', async () => {
    const flac = Buffer.concat([Buffer.from('fLaC', 'latin1'), Buffer.from([0x80, 0, 0, 34]), Buffer.alloc(34)]);
    const res = await add({ title: 'Lossless', genre: 'Wedding' }, { bytes: flac, name: 'song.wav', type: 'audio/wav' });
    expect(await json(res)).toEqual({ error: ADMIN_MESSAGES.sampleAudioType, field: 'audioFile' });
    await nothingLeft();
  });

  it('answers 413 for an 11 MB file, stopped while streaming', async () => {
    const big = Buffer.concat([mp3.bytes, Buffer.alloc(11 * 1024 * 1024 - mp3.bytes.length, 0xff)]);
    const res = await add({ title: 'Too Long', genre: 'Wedding' }, { bytes: big, name: 'long.mp3', type: 'audio/mpeg' });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ error: ADMIN_MESSAGES.sampleAudioSize });
    await nothingLeft();
  });

  it('accepts a file of exactly 10 MB (the limit is inclusive)', async () => {
    const exact = Buffer.concat([wavBytes(1), Buffer.alloc(UPLOAD_LIMIT_BYTES - wavBytes(1).length)]);
    const res = await add({ title: 'Exactly Ten', genre: 'Wedding' }, { bytes: exact, name: 'ten.wav' });
    expect(res.status).toBe(201);
    const song = await json<SampleSong>(res);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/sample-songs/${song.id}`)).status).toBe(204);
    await nothingLeft();
  });

  it('answers 400 for a malformed or cut-off multipart body', async () => {
    const post = (contentType: string, body: string) =>
      fetch(`${shop.url}/api/admin/sample-songs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
        body,
      });
    const noBoundary = await post('multipart/form-data', 'garbage');
    expect(noBoundary.status).toBe(400);
    const cut = await post(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="audioFile"; filename="a.mp3"\r\n\r\nID3 partial bytes',
    );
    expect({ status: cut.status, body: await json(cut) }).toEqual({
      status: 400,
      body: { error: 'The upload could not be read. Please try again.' },
    });
    await nothingLeft();
  });

  it('answers 400 for a file in a field the form does not have', async () => {
    const res = await adminCall(
      shop,
      token,
      'POST',
      '/api/admin/sample-songs',
      form({ title: 'Song', genre: 'Wedding' }, { cover: { bytes: mp3.bytes, name: 'a.mp3' } }),
    );
    expect(res.status).toBe(400);
    await nothingLeft();
  });
});

describe('PATCH /api/admin/sample-songs/:id/order', () => {
  const move = (id: string, sortOrder: unknown) => adminCall(shop, token, 'PATCH', `/api/admin/sample-songs/${id}/order`, { sortOrder });

  it('moves a song to a 0-based position and numbers every song 0..n-1', async () => {
    const songs = await adminList();
    const last = songs.at(-1)!;
    const res = await move(last.id, 0);
    expect(res.status).toBe(200);
    const after = await json<SampleSong[]>(res);
    expect(after.map((s) => s.id)).toEqual([last.id, ...songs.slice(0, -1).map((s) => s.id)]);
    expect(after.map((s) => s.sortOrder)).toEqual(after.map((_, i) => i));
    expect(await publicList()).toEqual(after);

    const first = after[0]!;
    const down = await json<SampleSong[]>(await move(first.id, 2));
    expect(down.findIndex((s) => s.id === first.id)).toBe(2);
    expect(down.find((s) => s.id === first.id)!.sortOrder).toBe(2);
    expect(down.map((s) => s.sortOrder)).toEqual(down.map((_, i) => i));

    const end = await json<SampleSong[]>(await move(first.id, 999));
    expect(end.at(-1)!.id).toBe(first.id);
    expect(end.at(-1)!.sortOrder).toBe(end.length - 1);
  });

  it('answers 404 for an unknown song and 400 for a bad position', async () => {
    expect((await move('0123456789abcdef0123456789abcdef', 0)).status).toBe(404);
    const song = (await adminList())[0]!;
    for (const bad of [-1, 1.5, 'first', null]) expect((await move(song.id, bad)).status, String(bad)).toBe(400);
  });
});

describe('DELETE /api/admin/sample-songs/:id', () => {
  it('removes the row, the media row and the file; the public list no longer has it', async () => {
    const song = await json<SampleSong>(await add({ title: 'Short Lived', genre: 'Other' }, { bytes: wavBytes(0.5), name: 'x.wav' }));
    const before = await snapshot();
    expect((await publicList()).map((s) => s.id)).toContain(song.id);
    const res = await adminCall(shop, token, 'DELETE', `/api/admin/sample-songs/${song.id}`);
    expect(res.status).toBe(204);
    const after = await snapshot();
    expect(after.songs).toBe(before.songs - 1);
    expect(after.media).toBe(before.media - 1);
    expect(after.files).toHaveLength(before.files.length - 1);
    expect((await publicList()).map((s) => s.id)).not.toContain(song.id);
    expect((await fetch(`${shop.url}${song.audioUrl}`)).status).toBe(404);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/sample-songs/${song.id}`)).status).toBe(404);
  });
});
