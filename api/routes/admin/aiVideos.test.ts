// AI promo videos against a local fake of the OpenAI API (the official SDK pointed at it): the script from
// the chat model, the voice from the speech endpoint, captions timed to the voice, all stored and rendered;
// a provider error, refusal or silence fails the video with the provider's reason. Also: without a key the
// request is refused with a plain message, a restart resumes an unfinished render, and the admin stream tells.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, type GeneratedVideo } from '../../../shared/schemas/video';
import { probeMedia } from '../../services/video/probe';
import { adminCall, adminToken, eventually, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { FAKE_SCRIPT, startFakeOpenAi, type FakeOpenAi } from '../../../testing/fakeOpenAi';
import { incomingFiles } from '../../../testing/files';
import { download, finished, meanVolume } from '../../../testing/promoVideos';
import { openSseClient } from '../../../testing/sse';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let fake: FakeOpenAi;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  shop = await startTestShop({
    seed: false,
    env: {
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'gpt-test-mini',
      OPENAI_TIMEOUT_SECONDS: '1',
    },
  });
  token = await adminToken(shop);
}, 60_000);
afterAll(async () => {
  await shop.destroy();
  await fake.close();
});

const call = (method: string, path: string, body?: unknown) => adminCall(shop, token, method, path, body);
const request = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'A warm promo for anniversary songs',
  voiceScript: 'Ten years together deserves more than a card. Give them a song.',
  duration: 15,
  voiceType: 'shimmer',
  includeMusic: false,
  ...overrides,
});
const videoCount = () =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM generated_videos').get<{ n: number }>())!.n);

describe('POST /api/admin/ai-generate-video', () => {
  it.each([
    ['a blank prompt', { prompt: '   ' }, VIDEO_MESSAGES.promptMissing],
    ['no voice script', { voiceScript: undefined }, VIDEO_MESSAGES.voiceScriptMissing],
    ['an unknown voice', { voiceType: 'robot' }, 'Voice must be one of nova, shimmer, alloy, echo, fable, onyx'],
    ['an unknown style', { style: 'sarcastic' }, 'Style must be one of professional, casual, emotional, energetic'],
    ['an unknown platform', { platform: 'vine' }, 'Platform must be one of tiktok, instagram, youtube, facebook'],
    ['an unknown duration', { duration: 45 }, 'Duration must be 15, 30, 60 seconds'],
    ['another aspect ratio', { aspectRatio: '16:9' }, 'Aspect ratio must be 9:16'],
  ])('refuses %s', async (_case, overrides, message) => {
    const before = await videoCount();
    const res = await call('POST', '/api/admin/ai-generate-video', request(overrides));
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toBe(message);
    expect(await videoCount()).toBe(before);
  });

  it('writes the script, speaks it, times the captions to the voice and renders a video with the voice on it', async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    // The shop was renamed before this video: the script is asked for under the new name.
    expect((await call('PUT', '/api/admin/shop-profile', { name: 'Cantata Songs' })).status).toBe(200);
    const stream = await openSseClient(`${shop.url}/api/admin/chat/stream`, { Authorization: `Bearer ${token}` });
    try {
      const res = await call('POST', '/api/admin/ai-generate-video', request());
      expect(res.status).toBe(201);
      const asked = await json<GeneratedVideo>(res);
      expect(asked).toMatchObject({
        status: 'pending',
        generationType: 'ai',
        platform: 'tiktok',
        title: 'A warm promo for anniversary songs',
        script: null,
      });
      const done = await finished(shop, token, asked.id);
      expect(done).toMatchObject({ status: 'completed', script: FAKE_SCRIPT });
      for (const status of ['pending', 'processing', 'completed'])
        await stream.next(
          (e) =>
            e.event === 'video' &&
            (e.data as { videoId: string; status: string }).status === status &&
            (e.data as { videoId: string }).videoId === asked.id,
        );

      const chat = fake.requests.find((r) => r.path === '/chat/completions')!;
      expect(chat.authorization).toBe('Bearer sk-test-key');
      expect(chat.body.model).toBe('gpt-test-mini');
      expect(JSON.stringify(chat.body.messages)).toContain('Ten years together deserves more than a card.');
      expect(JSON.stringify(chat.body.messages)).toContain('15-second');
      expect(JSON.stringify(chat.body.messages)).toContain('promo videos of Cantata Songs');
      const speech = fake.requests.find((r) => r.path === '/audio/speech')!;
      expect(speech.body).toMatchObject({ model: 'tts-1', voice: 'shimmer', input: FAKE_SCRIPT });

      // Captions by sentence, proportional to length, within the 4 s the voice speaks.
      const cues = done.captionsData!;
      expect(cues.map((c) => c.text).join(' ')).toBe(FAKE_SCRIPT);
      expect(cues.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThan(cues[i - 1]!.start);
      expect(cues.at(-1)!.start).toBeLessThan(4.5);

      const voice = await download(shop, done.voiceOverUrl!, 'mp3');
      const video = await download(shop, done.videoUrl!);
      try {
        expect(voice.type).toBe('audio/mpeg');
        const info = await probeMedia(video.file);
        expect(info).toMatchObject({
          streams: 2,
          fastStart: true,
          video: { codec: 'h264', width: 1080, height: 1920 },
          audio: { codec: 'aac' },
        });
        expect(Math.abs(info.durationSec - 15)).toBeLessThan(0.5);
        // No music was asked for: what is heard is the voice.
        expect(await meanVolume(video.file)).toBeGreaterThan(-50);
      } finally {
        voice.cleanup();
        video.cleanup();
      }
    } finally {
      stream.close();
    }
  }, 200_000);

  it.each([
    [
      'chat-500',
      /^Writing the script failed: the AI provider at 127\.0\.0\.1:\d+ answered 500: The server had an error while processing your request\.$/,
    ],
    [
      'speech-500',
      /^Speaking the script failed: the AI provider at 127\.0\.0\.1:\d+ answered 500: Speech synthesis is unavailable right now\.$/,
    ],
    ['refuse', /declined: I can’t help with that request\.$/],
    ['hang', /did not answer within 1 s\. Try again later\.$/],
  ] as const)(
    'a provider that answers %s fails the video with its reason',
    async (mode, reason) => {
      fake.mode = mode;
      const asked = await json<GeneratedVideo>(await call('POST', '/api/admin/ai-generate-video', request()));
      const done = await finished(shop, token, asked.id, 60_000);
      expect(done.status).toBe('failed');
      expect(done.error).toMatch(reason);
      expect(done.videoUrl).toBeNull();
      expect(incomingFiles(shop.dataDir)).toEqual([]);
    },
    90_000,
  );
});

describe('without OPENAI_API_KEY', () => {
  it('the AI request is refused with a plain reason, and the options say AI is off', async () => {
    const plain = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
    try {
      const admin = await adminToken(plain);
      for (const body of [request(), {}]) {
        const res = await adminCall(plain, admin, 'POST', '/api/admin/ai-generate-video', body);
        expect(res.status).toBe(400);
        expect((await json<{ error: string }>(res)).error).toBe(VIDEO_MESSAGES.aiNotConfigured);
      }
      expect((await json<{ aiEnabled: boolean }>(await adminCall(plain, admin, 'GET', '/api/admin/video-options'))).aiEnabled).toBe(false);
    } finally {
      await plain.destroy();
    }
  });
});

describe('a restart', () => {
  it('resumes a render the stopped server left unfinished', async () => {
    const first = await startTestShop({ seed: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
    const admin = await adminToken(first);
    const res = await adminCall(first, admin, 'POST', '/api/admin/generate-video', {
      templateId: 'how-it-works',
      platform: 'instagram',
      title: 'Four steps',
      contentData: { duration: 15 },
    });
    const asked = await json<GeneratedVideo>(res);
    await eventually(
      () => withDatabase(first.dataDir, async (db) => (await db.prepare('SELECT status FROM generated_videos').get<{ status: string }>())!),
      (r) => r.status === 'processing',
    );
    await first.stop();
    const left = await withDatabase(first.dataDir, (db) =>
      db.prepare('SELECT status, video_media_id FROM generated_videos WHERE id = ?').get(asked.id),
    );
    expect(left).toEqual({ status: 'processing', video_media_id: null });

    const again = await startTestShop({ seed: false, dataDir: first.dataDir, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
    try {
      const done = await finished(again, await adminToken(again), asked.id, 240_000);
      expect(done.status).toBe('completed');
      const { file, cleanup } = await download(again, done.videoUrl!);
      try {
        expect(Math.abs((await probeMedia(file)).durationSec - 15)).toBeLessThan(0.5);
      } finally {
        cleanup();
      }
    } finally {
      await again.destroy();
    }
  }, 300_000);
});
