// With STORAGE_URL, ffmpeg still reads local files: the seed's demo songs go into the bucket, a promo video's
// music comes down into the render's work folder, the finished MP4 goes up, and nothing stays on this machine.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedVideo, VideoOptions } from '../../../shared/schemas/video';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { startFakeS3, type FakeS3 } from '../../../testing/fakeS3';
import { incomingFiles } from '../../../testing/files';
import { download, finished } from '../../../testing/promoVideos';
import { json, startTestShop, type TestShop } from '../../../testing/testServer';
import { probeMedia } from '../video/probe';

const PREFIX = 'media/';
let s3: FakeS3;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  shop = await startTestShop({ env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...s3.env(PREFIX) } });
  token = await adminToken(shop);
}, 120_000);
afterAll(async () => {
  await shop?.destroy();
  await s3?.close();
});

describe('a promo video with uploads in a bucket', () => {
  it('renders from the bucket’s demo song into a video stored in the bucket', async () => {
    const options = await json<VideoOptions>(await adminCall(shop, token, 'GET', '/api/admin/video-options'));
    expect(options.sampleSongs.length).toBeGreaterThan(0);
    const seeded = await s3.objects(PREFIX);
    expect(seeded.map((o) => o.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^media\/[0-9a-f]{32}\.mp3$/)]));

    const res = await adminCall(shop, token, 'POST', '/api/admin/generate-video', {
      templateId: 'song-teaser',
      platform: 'tiktok',
      title: 'From the bucket',
      contentData: { duration: 15, sampleSongId: options.sampleSongs[0]!.id, captions: ['One', 'Two'] },
    });
    expect(res.status).toBe(201);
    const done = await finished(shop, token, (await json<GeneratedVideo>(res)).id);
    expect([done.status, done.error]).toEqual(['completed', null]);

    const added = (await s3.objects(PREFIX)).filter((o) => !seeded.some((s) => s.key === o.key));
    expect(added).toEqual([{ key: expect.stringMatching(/^media\/[0-9a-f]{32}\.mp4$/), size: expect.any(Number) }]);
    const video = await download(shop, done.videoUrl!);
    try {
      expect(video.type).toBe('video/mp4');
      const probe = await probeMedia(video.file);
      expect(probe.audio).toBeDefined();
      expect(probe.durationSec).toBeGreaterThan(14);
    } finally {
      video.cleanup();
    }
    expect(incomingFiles(shop.dataDir)).toEqual([]);
    expect(fs.existsSync(path.join(shop.dataDir, 'uploads'))).toBe(false);

    expect((await adminCall(shop, token, 'DELETE', `/api/admin/generated-videos/${done.id}`)).status).toBe(204);
    expect(await s3.objects(PREFIX)).toEqual(seeded);
  }, 180_000);
});
