// The public read API on a real server: health, config, sample songs, settings, unknown routes.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig, SampleSong } from '../../../shared/api-types';
import { DEFAULT_OFFERS } from '../../../shared/offers';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.destroy());

describe('GET /api/health', () => {
  it('reports the database as ok', async () => {
    const res = await fetch(`${shop.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true, db: 'ok' });
  });

  it('sends API answers with the short security header set', async () => {
    const res = await fetch(`${shop.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/config', () => {
  it('gives the offers, free-song spots, VAPID key and the test-mode checkout prefix', async () => {
    const config = await json<PublicConfig>(await fetch(`${shop.url}/api/config`));
    expect(config.offers).toEqual(DEFAULT_OFFERS);
    expect(config.freeSongSpots).toBe(20);
    expect(config.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(config.checkoutUrlPrefix).toBe(`${shop.config.publicUrl}/test-checkout/`);
    expect(config.analytics).toEqual({});
  });

  it('keeps the generated VAPID key across restarts', async () => {
    const before = await json<PublicConfig>(await fetch(`${shop.url}/api/config`));
    await shop.stop();
    shop = await startTestShop({ dataDir: shop.dataDir });
    const after = await json<PublicConfig>(await fetch(`${shop.url}/api/config`));
    expect(after.vapidPublicKey).toBe(before.vapidPublicKey);
  });
});

describe('GET /api/sample-songs', () => {
  it('lists at least 9 seeded songs over at least 5 genres, in sortOrder, with durations, each marked demo', async () => {
    const res = await fetch(`${shop.url}/api/sample-songs`);
    expect(res.status).toBe(200);
    const songs = await json<SampleSong[]>(res);
    expect(songs.length).toBeGreaterThanOrEqual(9);
    expect(new Set(songs.map((s) => s.genre)).size).toBeGreaterThanOrEqual(5);
    expect(songs.map((s) => s.sortOrder)).toEqual([...songs.map((s) => s.sortOrder)].sort((a, b) => a - b));
    for (const song of songs) {
      expect(song).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), title: expect.any(String), genre: expect.any(String), audioUrl: expect.stringMatching(/^\/api\/media\/[0-9a-f]{32}$/), duration: expect.any(Number), sortOrder: expect.any(Number), demo: true });
      expect(song.duration).toBeGreaterThan(10);
    }
  });

  it('serves playable MP3 audio for every song', async () => {
    const songs = await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
    for (const song of songs) {
      const res = await fetch(`${shop.url}${song.audioUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
      const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
      expect(id3 || frameSync).toBe(true);
    }
  });

  it('sends the list compressed to clients that accept it', async () => {
    const plain = await (await fetch(`${shop.url}/api/sample-songs`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip'] as const) {
      const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${shop.url}/api/sample-songs`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(headers['content-encoding']).toBe(encoding);
      expect((encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString()).toBe(plain);
    }
  });

  it('answers a repeated request with 304 when nothing changed', async () => {
    const first = await fetch(`${shop.url}/api/sample-songs`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${shop.url}/api/sample-songs`, { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
  });

  it('does not seed the samples again after a restart, even when the admin removed them all', async () => {
    const before = await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
    await shop.stop();
    shop = await startTestShop({ dataDir: shop.dataDir });
    expect(await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`))).toEqual(before);


    await shop.stop();
    await withDatabase(shop.dataDir, (db) => db.prepare('DELETE FROM sample_songs').run());
    shop = await startTestShop({ dataDir: shop.dataDir });
    expect(await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`))).toEqual([]);
  });
});

describe('GET /api/settings/:key', () => {
  it("answers free_song_enabled = 'true' with its description on a new shop", async () => {
    const res = await fetch(`${shop.url}/api/settings/free_song_enabled`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ key: 'free_song_enabled', value: 'true', description: expect.any(String) });
  });

  it('answers 404 when the row is missing', async () => {
    await withDatabase(shop.dataDir, (db) => db.prepare('DELETE FROM settings WHERE key = ?').run('free_song_enabled'));
    const res = await fetch(`${shop.url}/api/settings/free_song_enabled`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: 'Setting not found' });
  });

  it('answers 404 for a key that is not public', async () => {
    const res = await fetch(`${shop.url}/api/settings/admin_password_hash`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: 'Setting not found' });
  });
});

describe('unknown API routes', () => {
  it('answer a JSON 404, never the app', async () => {
    const res = await fetch(`${shop.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await json(res)).toEqual({ error: 'No API route for GET /api/nope' });
  });

  it('answer a wrong method with a JSON 405', async () => {
    const res = await fetch(`${shop.url}/api/sample-songs`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await json(res)).toHaveProperty('error');
  });
});
