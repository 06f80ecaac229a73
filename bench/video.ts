// Promo videos: how long a 30 s template video (the song teaser: a demo song and 5 captions) takes to render, as a
// fraction of its length (run twice, median), and the memory of the rendering process tree (this Node process plus
// its ffmpeg child), sampled every 100 ms from /proc while it renders; then the same video asked of the real shop
// (POST /api/admin/generate-video), with the shop's process tree measured idle and while its render job runs.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { GeneratedVideo, VideoOptions } from '../shared/schemas/video';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../tools/demo-songs/sampleAudio';
import { timeCaptions } from '../api/services/video/captions';
import { renderVideo, type RenderInput } from '../api/services/video/render';
import { DEMO_SHOP_PROFILE } from '../shared/shopProfile';
import { MB, REPO_ROOT, removeDir, sampleTreeMemory, tempDir, treeRss, type Bench, type Row } from './lib';

const DURATION_SEC = 30;
const RUNS = 2;
const TARGET_FRACTION = 1.0;
const ADMIN_PASSWORD = 'bench-password-123';

const CAPTIONS = [
  'Every song starts with a story.',
  'Tell us who it’s for and the moments that matter.',
  'Our songwriters and musicians write and record it.',
  'Just for them: nobody else has this song.',
  'Tell us yours: we’ll write the song.',
];

/** The seeded shop in a child process, asked for the same video through its API: its tree's memory idle and rendering. */
async function throughTheShop(durationSec: number, log: (line: string) => void): Promise<Row[]> {
  const child = fork(path.join(REPO_ROOT, 'bench', 'videoServer.ts'), [ADMIN_PASSWORD], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`video bench server exited with ${code}`)));
      child.once('message', (m: { url?: string }) => (m.url ? resolve(m.url) : reject(new Error('no url'))));
    });
    const call = async <T>(method: string, route: string, token?: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { token } = await call<{ token: string }>('POST', '/api/admin/login', undefined, { password: ADMIN_PASSWORD });
    const { sampleSongs } = await call<VideoOptions>('GET', '/api/admin/video-options', token);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = treeRss(child.pid!);
    const sampler = sampleTreeMemory(child.pid!);
    const started = performance.now();
    const request = {
      templateId: 'song-teaser',
      platform: 'tiktok',
      title: 'A song written for one person',
      contentData: { duration: durationSec, sampleSongId: sampleSongs[0]?.id, captions: CAPTIONS },
    };
    const { id } = await call<GeneratedVideo>('POST', '/api/admin/generate-video', token, request);
    let video: GeneratedVideo | undefined;
    while (video?.status !== 'completed') {
      await new Promise((r) => setTimeout(r, 250));
      video = (await call<GeneratedVideo[]>('GET', '/api/admin/generated-videos', token)).find((v) => v.id === id);
      if (!video || video.status === 'failed') throw new Error(`the shop's render failed: ${video?.error ?? 'video gone'}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const { peakTree, peakChildren } = sampler.stop();
    log(
      `  through the shop: ${seconds.toFixed(1)} s from request to completed (${(seconds / durationSec).toFixed(2)} of ${durationSec} s); shop RSS idle ${MB(idle).toFixed(0)} MB, peak while rendering ${MB(peakTree).toFixed(0)} MB (ffmpeg ${MB(peakChildren).toFixed(0)} MB)`,
    );
    return [
      { metric: `${durationSec} s video through the API / duration`, value: (seconds / durationSec).toFixed(2) },
      { metric: 'shop RSS idle / rendering (tree)', value: `${MB(idle).toFixed(0)} / ${MB(peakTree).toFixed(0)} MB` },
    ];
  } finally {
    child.removeAllListeners('exit');
    if (child.connected) child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
}

export const run: Bench = async ({ quick, log }) => {
  const [song] = await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
  if (!song) throw new Error('no demo song to put under the video');
  const input: RenderInput = {
    look: 'song_teaser',
    shopName: DEMO_SHOP_PROFILE.name,
    durationSec: DURATION_SEC,
    title: `“${song.title}” — a song written for one person`,
    description: 'Tell us their story: our songwriters and musicians turn it into a song nobody else has.',
    captions: timeCaptions(CAPTIONS, DURATION_SEC),
    musicFile: song.file,
  };
  const dir = tempDir('video');
  const fractions: number[] = [];
  let memory = { peakTree: 0, peakChildren: 0 };
  try {
    for (let i = 0; i < (quick ? 1 : RUNS); i++) {
      const sampler = sampleTreeMemory(process.pid, () => process.memoryUsage().rss);
      const started = performance.now();
      await renderVideo(input, path.join(dir, `teaser-${i}.mp4`));
      const seconds = (performance.now() - started) / 1000;
      const peaks = sampler.stop();
      memory = { peakTree: Math.max(memory.peakTree, peaks.peakTree), peakChildren: Math.max(memory.peakChildren, peaks.peakChildren) };
      fractions.push(seconds / DURATION_SEC);
      log(
        `  run ${i + 1}: ${seconds.toFixed(1)} s for ${DURATION_SEC} s of video (${(seconds / DURATION_SEC).toFixed(2)}), peak RSS node + ffmpeg ${MB(peaks.peakTree).toFixed(0)} MB (ffmpeg ${MB(peaks.peakChildren).toFixed(0)} MB)`,
      );
    }
  } finally {
    removeDir(dir);
  }
  const sorted = [...fractions].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  log(`render time / duration: ${fractions.map((f) => f.toFixed(2)).join(', ')} (median ${median.toFixed(2)})`);
  const shopRows = await throughTheShop(quick ? 15 : DURATION_SEC, log);
  return [
    {
      metric: `${DURATION_SEC} s video render time / duration`,
      value: `${fractions.map((f) => f.toFixed(2)).join(', ')} (median ${median.toFixed(2)})`,
      target: `<= ${TARGET_FRACTION.toFixed(1)}`,
      met: median <= TARGET_FRACTION,
    },
    {
      metric: 'peak RSS rendering (node + ffmpeg)',
      value: `${MB(memory.peakTree).toFixed(0)} MB (ffmpeg ${MB(memory.peakChildren).toFixed(0)} MB)`,
    },
    ...shopRows,
  ];
};
