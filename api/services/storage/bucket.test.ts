// STORAGE_URL=s3://…: uploads go to the bucket under the prefix (big files in parts), are served from it with
// Range, and leave no object when refused, replaced or deleted; orphans are removed only when old enough that
// no other server can still be committing their rows.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import {
  adminCall,
  adminToken,
  eventually,
  form,
  paidOrder,
  setStoredStatus,
  TEST_ADMIN_PASSWORD,
  type FilePart,
} from '../../../testing/admin';
import { startFakeS3, type FakeS3 } from '../../../testing/fakeS3';
import { elfBytes, incomingFiles, pdfBytes, wavBytes } from '../../../testing/files';
import { storedOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { newId } from '../../ids';
import { copyUploadsToBucket } from './copyToBucket';
import { ORPHAN_MIN_AGE_MS } from './s3';

const PREFIX = 'shop/uploads/';
let s3: FakeS3;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...s3.env(PREFIX) } });
  token = await adminToken(shop);
});
afterAll(async () => {
  await shop?.destroy();
  await s3?.close();
});

const send = (id: string, files: Record<string, FilePart>) =>
  adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form({}, files));
const keys = async () => (await s3.objects(PREFIX)).map((o) => o.key);
const localUploads = () => fs.existsSync(path.join(shop.dataDir, 'uploads'));

async function orderInProgress(email: string): Promise<string> {
  const id = await paidOrder(shop, { email });
  await setStoredStatus(shop, 'orders', id, 'in_progress');
  return id;
}

describe('uploads in a bucket', () => {
  it('stores a 6 MB song in parts under the prefix and serves byte ranges of it from the bucket', async () => {
    const big = wavBytes(400); // 6.4 MB: over lib-storage's 5 MB part size
    const before = await keys();
    s3.requests.length = 0;
    const res = await send(await orderInProgress('big@example.com'), { songFile: { bytes: big, name: 'big.wav', type: 'audio/wav' } });
    expect(res.status).toBe(200);
    const order = await json<AdminOrder>(res);

    const added = (await s3.objects(PREFIX)).filter((o) => !before.includes(o.key));
    expect(added).toEqual([{ key: expect.stringMatching(/^shop\/uploads\/[0-9a-f]{32}\.wav$/), size: big.length }]);
    expect(s3.requests.some((r) => /^POST \/shop-media\/shop\/uploads\/\w+\.wav\?uploads/.test(r))).toBe(true);
    expect(s3.requests.filter((r) => /^PUT .*partNumber=/.test(r))).toHaveLength(2);
    expect(localUploads()).toBe(false);
    expect(incomingFiles(shop.dataDir)).toEqual([]);

    const url = `${shop.url}${order.delivery!.songUrl}`;
    const ranged = await fetch(url, { headers: { Range: 'bytes=5242870-5242889' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 5242870-5242889/${big.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(big.subarray(5242870, 5242890))).toBe(true);

    const whole = await fetch(url);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([200, 'audio/wav', 'bytes']);
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
    const etag = whole.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const beyond = await fetch(url, { headers: { Range: `bytes=${big.length}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${big.length}`]);
    const download = await fetch(`${url}?download=1`, { headers: { Range: 'bytes=0-3' } });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.wav"/);
    expect(Buffer.from(await download.arrayBuffer()).toString('ascii')).toBe('RIFF');
  });

  it('shows plain-text lyrics read from the bucket on the song page', async () => {
    const id = await orderInProgress('lyrics@example.com');
    const lyrics = 'Verse one\nUnder the umbrella\n';
    const files = { songFile: { bytes: wavBytes(0.5), name: 's.wav' }, lyricsFile: { bytes: Buffer.from(lyrics), name: 'l.txt' } };
    const order = await json<AdminOrder>(await send(id, files));
    const view = await json<{ lyricsText: string }>(await fetch(`${shop.url}/api/songs/${order.delivery!.songPageUrl.split('/').pop()}`));
    expect(view.lyricsText).toBe(lyrics);
  });

  it.each([
    [
      'a song over 10 MB',
      { bytes: Buffer.concat([wavBytes(1), Buffer.alloc(11 * 1024 * 1024)]), name: 's.wav' },
      413,
      ADMIN_MESSAGES.fileSize,
    ],
    ['an executable as the song', { bytes: elfBytes(), name: 'song.mp3' }, 400, ADMIN_MESSAGES.songFileType],
  ])('refuses %s with the spec’s error and leaves no object', async (_name, songFile, status, error) => {
    const id = await orderInProgress(`refused-${status}@example.com`);
    const before = await keys();
    const res = await send(id, { songFile });
    expect({ status: res.status, body: await json(res) }).toEqual({ status, body: { error } });
    expect(await keys()).toEqual(before);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  });

  it('removes the objects of a replaced send and of a deleted order', async () => {
    const id = await orderInProgress('replace@example.com');
    const before = await keys();
    const first = await json<AdminOrder>(await send(id, { songFile: { bytes: wavBytes(0.5), name: 'v1.wav' } }));
    const firstKeys = (await keys()).filter((k) => !before.includes(k));
    expect(firstKeys).toHaveLength(1);
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (status) => status === 'delivered',
    );
    // As if its mail had failed and were waiting for the retry: a second send replaces the first one's files.
    await setStoredStatus(shop, 'orders', id, 'completed');
    const retryAt = new Date(shop.clock.now().getTime() + 3_600_000).toISOString();
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('UPDATE jobs SET done_at = NULL, run_at = ? WHERE unique_key = ?')
        .run(retryAt, `delivery:${first.delivery!.songPageUrl.split('/').pop()}`),
    );
    const second = await send(id, { songFile: { bytes: wavBytes(0.7), name: 'v2.wav' }, lyricsFile: { bytes: pdfBytes(), name: 'l.pdf' } });
    expect(second.status).toBe(200);
    const secondKeys = (await keys()).filter((k) => !before.includes(k));
    expect(secondKeys).toHaveLength(2);
    expect(secondKeys).not.toContain(firstKeys[0]);
    expect((await fetch(`${shop.url}${first.delivery!.songUrl}`)).status).toBe(404);

    expect((await adminCall(shop, token, 'DELETE', `/api/admin/orders/${id}`)).status).toBe(204);
    expect(await keys()).toEqual(before);
  });
});

describe('orphans in a bucket', () => {
  it('removes only stored-name objects with no row that are over an hour old', async () => {
    const { storage } = shop.services;
    const known = (await keys())[0]!;
    const young = `${PREFIX}${newId()}.mp3`;
    const old = `${PREFIX}${newId()}.mp3`;
    const oldForeign = `${PREFIX}notes/readme.txt`;
    for (const key of [young, old, oldForeign]) await s3.put(key, 'no row names this');
    // The bucket's clock is the real one: the shop's (standing still in January) moves to now, two objects to the past.
    shop.clock.advance(Date.now() - shop.clock.now().getTime());
    s3.backdate(old, ORPHAN_MIN_AGE_MS + 60_000);
    s3.backdate(oldForeign, ORPHAN_MIN_AGE_MS + 60_000);
    s3.backdate(known, ORPHAN_MIN_AGE_MS + 60_000);
    expect(await storage.removeOrphans()).toBe(1);
    const left = await keys();
    expect(left).toEqual(expect.arrayContaining([known, young, oldForeign]));
    expect(left).not.toContain(old);
  });
});

describe('copyUploadsToBucket', () => {
  it('copies every stored file of an uploads folder under the same name', async () => {
    const dir = path.join(shop.dataDir, 'old-uploads');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, `${'a'.repeat(32)}.mp3`), 'song');
    fs.writeFileSync(path.join(dir, `${'b'.repeat(32)}.pdf`), 'lyrics');
    fs.writeFileSync(path.join(dir, '.import-123'), 'half a copy');
    const config = { bucket: 'shop-media', prefix: 'copied/', endpoint: s3.endpoint };
    expect(await copyUploadsToBucket(dir, config, s3.client)).toBe(2);
    expect(await s3.objects('copied/')).toEqual([
      { key: `copied/${'a'.repeat(32)}.mp3`, size: 4 },
      { key: `copied/${'b'.repeat(32)}.pdf`, size: 6 },
    ]);
  });
});
