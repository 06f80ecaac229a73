// GET /api/media/:id: Range requests answer 206 with exactly the bytes asked for, so audio seeks on iOS.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleSong } from '../../../shared/api-types';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let song: SampleSong;
let file: Buffer;

beforeAll(async () => {
  shop = await startTestShop();
  song = (await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`)))[0]!;
  const stored = await shop.services.storage.find(song.audioUrl.split('/').pop()!);
  file = fs.readFileSync(path.join(shop.dataDir, 'uploads', stored!.row.stored_name));
});
afterAll(() => shop.destroy());

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(`${shop.url}${song.audioUrl}`, { method, headers });

describe('GET /api/media/:id', () => {
  it('answers the whole file with Accept-Ranges, a type, nosniff and a long cache', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Number(res.headers.get('content-length'))).toBe(file.length);
    expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
  });

  it('answers bytes=100-199 with 206 and exactly those bytes', async () => {
    const res = await get({ Range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${file.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer()).equals(file.subarray(100, 200))).toBe(true);
  });

  it('answers an open-ended range and a suffix range', async () => {
    const open = await get({ Range: `bytes=${file.length - 10}-` });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(file.subarray(file.length - 10))).toBe(true);
    const suffix = await get({ Range: 'bytes=-500' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(file.subarray(file.length - 500))).toBe(true);
  });

  it('answers bytes=0-1 (Safari’s probe) with two bytes', async () => {
    const res = await get({ Range: 'bytes=0-1' });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(file.subarray(0, 2))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await get({ Range: `bytes=${file.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await get({}, 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(file.length);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it.each(['nope', '..%2F..%2Fapp.db', '0123456789abcdef0123456789abcdef'])('answers 404 for %s', async (id) => {
    const res = await fetch(`${shop.url}/api/media/${id}`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: 'File not found' });
  });

  it('offers a download under a name without bidi overrides or control characters', async () => {
    // A name stored before names were cleaned when made: the header is cleaned as it is sent.
    const id = song.audioUrl.split('/').pop()!;
    await withDatabase(shop.dataDir, (db) =>
      db.prepare('UPDATE media_files SET original_name = ? WHERE id = ?').run('Our song\u202Egpj.exe\u0085\u009B\u200B.mp3', id),
    );
    const res = await fetch(`${shop.url}${song.audioUrl}?download=1`);
    expect(res.status).toBe(200);
    const header = res.headers.get('content-disposition')!;
    expect(header).toBe(`attachment; filename="Our songgpj.exe .mp3"; filename*=UTF-8''Our%20songgpj.exe%20.mp3`);
    expect(header).not.toContain('%E2%80%AE');
    expect(header).not.toMatch(/%C2%8[0-9A-F]|%C2%9[0-9A-F]|%E2%80%8B/);
    await res.arrayBuffer();
  });
});
