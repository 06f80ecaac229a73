// The Video Templates tab's API (spec §2, §3, §5, §7): the seeded templates and their edits, template videos
// asked for and refused, rendered one at a time into a real 1080×1920 H.264/AAC MP4, and deleted with their files.
// The shop's ffmpeg (FFMPEG_PATH) writes down each run, so a test sees which files ffmpeg was given and how.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, type GeneratedVideo, type VideoOptions, type VideoTemplate } from '../../../shared/schemas/video';
import { probeMedia } from '../../services/video/probe';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { recordingFfmpeg, type RecordingFfmpeg } from '../../../testing/ffmpegRecorder';
import { incomingFiles, storedFiles } from '../../../testing/files';
import { download, finished, receivedReaction } from '../../../testing/promoVideos';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;
let recorderDir: string;
let ffmpeg: RecordingFfmpeg;

beforeAll(async () => {
  recorderDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-videos-ffmpeg-'));
  ffmpeg = recordingFfmpeg(recorderDir);
  shop = await startTestShop({ env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', FFMPEG_PATH: ffmpeg.path } });
  token = await adminToken(shop);
}, 120_000);
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(recorderDir, { recursive: true, force: true });
});

const call = (method: string, path: string, body?: unknown) => adminCall(shop, token, method, path, body);
const videoRows = () =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT id, status FROM generated_videos').all<{ id: string; status: string }>());
/** Where a submission's reaction video is stored on disk. */
const storedReaction = async (submissionId: string) =>
  path.join(
    shop.dataDir,
    'uploads',
    (await withDatabase(shop.dataDir, (db) =>
      db
        .prepare(
          'SELECT m.stored_name AS name FROM free_song_submissions s JOIN media_files m ON m.id = s.reaction_media_id WHERE s.id = ?',
        )
        .get<{ name: string }>(submissionId),
    ))!.name,
  );
const teaser = (overrides: Record<string, unknown> = {}) => ({
  templateId: 'song-teaser',
  platform: 'tiktok',
  title: 'Their song, their story',
  contentData: { duration: 15 },
  ...overrides,
});

describe('video templates', () => {
  it('are seeded, one per look, with the spec’s fields', async () => {
    const templates = await json<VideoTemplate[]>(await call('GET', '/api/admin/video-templates'));
    expect(templates.map((t) => t.kind)).toEqual(['song_teaser', 'reaction_highlight', 'testimonial_quote', 'how_it_works']);
    for (const t of templates) {
      expect(Object.keys(t).sort()).toEqual(['category', 'description', 'duration', 'id', 'isActive', 'kind', 'name', 'platforms']);
      expect(t).toMatchObject({ isActive: true, platforms: ['tiktok', 'instagram', 'youtube', 'facebook'] });
    }
  });

  it('need a signed-in admin', async () => {
    expect((await adminCall(shop, null, 'GET', '/api/admin/video-templates')).status).toBe(401);
    expect((await adminCall(shop, null, 'POST', '/api/admin/generate-video', teaser())).status).toBe(401);
  });

  it('are edited through PUT, and bad edits are refused with a reason', async () => {
    const edit = {
      name: 'How it works (short)',
      description: 'Four steps',
      category: 'Education',
      duration: 15,
      isActive: true,
      platforms: ['tiktok', 'youtube', 'tiktok'],
    };
    const res = await call('PUT', '/api/admin/video-templates/how-it-works', edit);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id: 'how-it-works',
      name: 'How it works (short)',
      duration: 15,
      platforms: ['tiktok', 'youtube'],
    });
    const listed = await json<VideoTemplate[]>(await call('GET', '/api/admin/video-templates'));
    expect(listed.find((t) => t.id === 'how-it-works')).toMatchObject({ name: 'How it works (short)', description: 'Four steps' });

    for (const [bad, message] of [
      [{ ...edit, name: '   ' }, 'Please give the template a name'],
      [{ ...edit, duration: 20 }, 'Duration must be 15, 30, 60 seconds'],
      [{ ...edit, platforms: [] }, 'Choose at least one platform'],
      [{ ...edit, platforms: ['myspace'] }, 'Platform must be one of tiktok, instagram, youtube, facebook'],
      [{ ...edit, isActive: 'yes' }, 'isActive must be true or false'],
    ] as const) {
      const refused = await call('PUT', '/api/admin/video-templates/how-it-works', bad);
      expect(refused.status).toBe(400);
      expect((await json<{ error: string }>(refused)).error).toBe(message);
    }
    expect((await call('PUT', '/api/admin/video-templates/nope', edit)).status).toBe(404);
  });

  it('are deleted once', async () => {
    const edit = { name: 'Spare', category: 'Test', duration: 30, isActive: true, platforms: ['facebook'] };
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare(
          `INSERT INTO video_templates (id, kind, name, description, category, duration, is_active, platforms, sort_order, created_at, updated_at)
            VALUES ('spare', 'how_it_works', 'Spare', '', 'Test', 30, 1, '["facebook"]', 9, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        )
        .run(),
    );
    expect((await call('PUT', '/api/admin/video-templates/spare', edit)).status).toBe(200);
    expect((await call('DELETE', '/api/admin/video-templates/spare')).status).toBe(204);
    expect((await call('DELETE', '/api/admin/video-templates/spare')).status).toBe(404);
  });
});

describe('POST /api/admin/generate-video refuses', () => {
  it.each([
    ['no title', teaser({ title: '  ' }), 400, VIDEO_MESSAGES.titleMissing, 'title'],
    [
      'an unknown platform',
      teaser({ platform: 'myspace' }),
      400,
      'Platform must be one of tiktok, instagram, youtube, facebook',
      'platform',
    ],
    ['an unknown duration', teaser({ contentData: { duration: 45 } }), 400, 'Duration must be 15, 30, 60 seconds', 'contentData.duration'],
    ['an unknown field', teaser({ color: 'red' }), 400, undefined, undefined],
    ['an unknown template', teaser({ templateId: 'nope' }), 404, VIDEO_MESSAGES.templateNotFound, 'templateId'],
    [
      'a sample song that does not exist',
      teaser({ contentData: { sampleSongId: 'f'.repeat(32) } }),
      400,
      VIDEO_MESSAGES.sampleNotFound,
      'contentData.sampleSongId',
    ],
    [
      'a reaction highlight without a reaction',
      teaser({ templateId: 'reaction-highlight', contentData: { submissionId: 'a'.repeat(32) } }),
      400,
      VIDEO_MESSAGES.reactionNotFound,
      'contentData.submissionId',
    ],
  ])('%s', async (_case, body, status, message, field) => {
    const before = (await videoRows()).length;
    const res = await call('POST', '/api/admin/generate-video', body);
    expect(res.status).toBe(status);
    const refusal = await json<{ error: string; field?: string }>(res);
    if (message) expect(refusal.error).toBe(message);
    else expect(refusal.error).toMatch(/\w/);
    if (field) expect(refusal.field).toBe(field);
    expect(await videoRows()).toHaveLength(before);
  });

  it('an inactive template, and a platform the template is not for', async () => {
    const base = { name: 'Testimonial quote', category: 'Social proof', duration: 15, platforms: ['instagram'] };
    await call('PUT', '/api/admin/video-templates/testimonial-quote', { ...base, isActive: false });
    const inactive = await call('POST', '/api/admin/generate-video', teaser({ templateId: 'testimonial-quote' }));
    expect([inactive.status, await json(inactive)]).toEqual([400, { error: VIDEO_MESSAGES.templateInactive, field: 'templateId' }]);
    await call('PUT', '/api/admin/video-templates/testimonial-quote', { ...base, isActive: true });
    const wrongPlatform = await call('POST', '/api/admin/generate-video', teaser({ templateId: 'testimonial-quote', platform: 'tiktok' }));
    expect([wrongPlatform.status, (await json<{ error: string }>(wrongPlatform)).error]).toEqual([
      400,
      VIDEO_MESSAGES.platformNotInTemplate,
    ]);
  });
});

describe('a template video', () => {
  it('answers at once in pending, renders one at a time, and is a 15 s 1080×1920 H.264/AAC MP4 with fast start', async () => {
    const options = await json<VideoOptions>(await call('GET', '/api/admin/video-options'));
    expect(options.aiEnabled).toBe(false);
    const sample = options.sampleSongs[1]!;
    const captions = ['A song for Grandma', 'Written from our story', 'Sent in a day'];
    const firstRes = await call(
      'POST',
      '/api/admin/generate-video',
      teaser({ contentData: { duration: 15, sampleSongId: sample.id, captions } }),
    );
    const secondRes = await call(
      'POST',
      '/api/admin/generate-video',
      teaser({ templateId: 'how-it-works', title: 'How it works', platform: 'youtube' }),
    );
    expect([firstRes.status, secondRes.status]).toEqual([201, 201]);
    const first = await json<GeneratedVideo>(firstRes);
    const second = await json<GeneratedVideo>(secondRes);
    expect(first).toMatchObject({
      status: 'pending',
      generationType: 'template',
      platform: 'tiktok',
      title: 'Their song, their story',
      videoUrl: null,
      duration: 15,
    });
    expect(second).toMatchObject({ status: 'pending', queuePosition: 2 });
    expect(first.captionsData!.map((c) => c.text)).toEqual(captions);
    expect(first.captionsData![0]!.start).toBeGreaterThanOrEqual(0);
    expect(first.captionsData![1]!.start).toBeGreaterThan(first.captionsData![0]!.start);

    // Never two renders at once.
    let most = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        most = Math.max(most, (await videoRows()).filter((r) => r.status === 'processing').length);
        // A sampler watching for two renders at once while the test waits for both to finish (the condition below).
        // eslint-disable-next-line no-restricted-syntax
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [done, doneSecond] = await Promise.all([finished(shop, token, first.id), finished(shop, token, second.id)]).finally(() => {
      watching = false;
    });
    await watch;
    expect(most).toBe(1);
    expect(done).toMatchObject({ status: 'completed', error: null, queuePosition: null });
    expect(doneSecond.status).toBe('completed');

    const { file, type, cleanup } = await download(shop, done.videoUrl!);
    try {
      expect(type).toBe('video/mp4');
      const info = await probeMedia(file);
      expect(info.durationSec).toBeGreaterThan(14.5);
      expect(info.durationSec).toBeLessThan(15.5);
      expect(info).toMatchObject({
        streams: 2,
        fastStart: true,
        video: { codec: 'h264', width: 1080, height: 1920 },
        audio: { codec: 'aac' },
      });
    } finally {
      cleanup();
    }
    const head = await fetch(`${shop.url}${done.downloadUrl}`);
    expect(head.headers.get('content-disposition')).toMatch(/attachment; filename.*Their song, their story\.mp4/);
    // Made from a family's reaction video: only the admin's signed address serves it, never the bare one.
    const bare = await fetch(`${shop.url}${new URL(done.videoUrl!, shop.url).pathname}`);
    expect({ status: bare.status, body: await bare.json() }).toEqual({ status: 404, body: { error: 'File not found' } });
    await head.body?.cancel();
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  }, 300_000);

  it('reaction highlight: the customer’s reaction with their testimonial as the caption', async () => {
    const submissionId = await receivedReaction(shop, 'I cried before the chorus!', 'Maria Lopez');
    const options = await json<VideoOptions>(await call('GET', '/api/admin/video-options'));
    expect(options.reactions).toContainEqual({
      submissionId,
      name: 'Maria Lopez',
      recipientName: 'Lucía',
      message: 'I cried before the chorus!',
    });
    const res = await call(
      'POST',
      '/api/admin/generate-video',
      teaser({
        templateId: 'reaction-highlight',
        title: 'Maria hears it',
        contentData: { duration: 15, submissionId, includeMusic: false },
      }),
    );
    expect(res.status).toBe(201);
    const video = await json<GeneratedVideo>(res);
    expect(video.captionsData!.map((c) => c.text).join(' ')).toBe('“I cried before the chorus!” — Maria');
    const done = await finished(shop, token, video.id);
    expect(done.status).toBe('completed');
    const { file, cleanup } = await download(shop, done.videoUrl!);
    try {
      const info = await probeMedia(file);
      expect(info).toMatchObject({ streams: 2, video: { width: 1080, height: 1920 } });
      expect(Math.abs(info.durationSec - 15)).toBeLessThan(0.5);
    } finally {
      cleanup();
    }
    // The customer's clip was read as the MP4 its bytes are, from the local file only: probed, then rendered.
    const clip = await storedReaction(submissionId);
    const readingClip = ffmpeg.runs().filter((run) => run.includes(clip));
    expect(readingClip).toHaveLength(2);
    for (const run of readingClip) expect(run).toContain(`-protocol_whitelist file -f mov -i ${clip}`);
  }, 200_000);

  it('reaction highlight: a stored reaction that is not a video fails with the reason, ffmpeg never given it', async () => {
    const submissionId = await receivedReaction(shop, 'Swapped after upload', 'Eve');
    // Its bytes on disk became a playlist after the upload was judged (a file from an older version, a restored backup).
    const clip = await storedReaction(submissionId);
    fs.writeFileSync(clip, '#EXTM3U\n#EXTINF:2,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    const res = await call(
      'POST',
      '/api/admin/generate-video',
      teaser({ templateId: 'reaction-highlight', title: 'Eve hears it', contentData: { duration: 15, submissionId, includeMusic: false } }),
    );
    expect(res.status).toBe(201);
    const done = await finished(shop, token, (await json<GeneratedVideo>(res)).id);
    expect(done).toMatchObject({ status: 'failed', videoUrl: null });
    expect(done.error).toMatch(/^The video could not be rendered: the reaction video is not an MP4, MOV or AVI file \(judged by its bytes/);
    expect(ffmpeg.runs().filter((run) => run.includes(path.basename(clip)))).toEqual([]);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  }, 200_000);

  it('a render that breaks says why and leaves no file behind', async () => {
    // The sample song's file on disk is damaged after it was chosen.
    const options = await json<VideoOptions>(await call('GET', '/api/admin/video-options'));
    const sampleId = options.sampleSongs[2]!.id;
    const stored = (await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('SELECT m.stored_name AS name FROM sample_songs s JOIN media_files m ON m.id = s.media_id WHERE s.id = ?')
        .get<{ name: string }>(sampleId),
    ))!;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${shop.dataDir}/uploads/${stored.name}`, Buffer.alloc(4096, 7));
    const filesBefore = storedFiles(shop.dataDir);
    const res = await call(
      'POST',
      '/api/admin/generate-video',
      teaser({ title: 'Broken music', contentData: { duration: 15, sampleSongId: sampleId } }),
    );
    const video = await json<GeneratedVideo>(res);
    const done = await finished(shop, token, video.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^The video could not be rendered/);
    expect(done.videoUrl).toBeNull();
    expect(storedFiles(shop.dataDir)).toEqual(filesBefore);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  }, 200_000);

  it('is deleted with its file', async () => {
    const [video] = (await json<GeneratedVideo[]>(await call('GET', '/api/admin/generated-videos'))).filter(
      (v) => v.status === 'completed',
    );
    const media = video!.videoUrl!.split('/').pop()!;
    const before = storedFiles(shop.dataDir).length;
    expect((await call('DELETE', `/api/admin/generated-videos/${video!.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/generated-videos/${video!.id}`)).status).toBe(404);
    expect(storedFiles(shop.dataDir)).toHaveLength(before - 1);
    expect((await fetch(`${shop.url}/api/media/${media}`)).status).toBe(404);
  });
});
