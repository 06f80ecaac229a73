// Promo videos: how long a 30 s template video (the song teaser: a demo song and 5 captions) takes to render, as a
// fraction of its length (run twice, median), and the memory of the rendering process tree (this Node process plus
// its ffmpeg child), sampled every 100 ms from /proc while it renders.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../api/services/seed/sampleAudio';
import { timeCaptions } from '../api/services/video/captions';
import { renderVideo, type RenderInput } from '../api/services/video/render';
import { removeDir, tempDir, type Bench } from './lib';

const DURATION_SEC = 30;
const RUNS = 2;
const TARGET_FRACTION = 1.0;
const SAMPLE_MS = 100;

const CAPTIONS = [
  'Every song starts with a story.',
  'Tell us who it’s for and the moments that matter.',
  'Our songwriters and musicians write and record it.',
  'Just for them: nobody else has this song.',
  'Tell us yours: we’ll write the song.',
];

const MB = (bytes: number) => bytes / 1024 / 1024;

/** Resident memory of a process from /proc, in bytes (0 once it has gone). */
function vmRss(pid: number): number {
  try {
    const kB = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Number(kB) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process under `root` (children, grandchildren…), from the parent ids in /proc/<pid>/stat. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parents) if (ppid === parent) queue.push(pid) && found.push(pid);
  }
  return found;
}

/** Samples this process and its children until stopped: the peak of the tree's sum and of the children alone. */
function sampleTreeMemory() {
  let peakTree = 0;
  let peakChildren = 0;
  const timer = setInterval(() => {
    const children = descendants(process.pid).reduce((sum, pid) => sum + vmRss(pid), 0);
    peakChildren = Math.max(peakChildren, children);
    peakTree = Math.max(peakTree, children + process.memoryUsage().rss);
  }, SAMPLE_MS);
  return { stop: () => (clearInterval(timer), { peakTree, peakChildren }) };
}

export const run: Bench = async ({ quick, log }) => {
  const [song] = await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
  if (!song) throw new Error('no demo song to put under the video');
  const input: RenderInput = {
    look: 'song_teaser',
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
      const sampler = sampleTreeMemory();
      const started = performance.now();
      await renderVideo(input, path.join(dir, `teaser-${i}.mp4`));
      const seconds = (performance.now() - started) / 1000;
      const peaks = sampler.stop();
      memory = { peakTree: Math.max(memory.peakTree, peaks.peakTree), peakChildren: Math.max(memory.peakChildren, peaks.peakChildren) };
      fractions.push(seconds / DURATION_SEC);
      log(`  run ${i + 1}: ${seconds.toFixed(1)} s for ${DURATION_SEC} s of video (${(seconds / DURATION_SEC).toFixed(2)}), peak RSS node + ffmpeg ${MB(peaks.peakTree).toFixed(0)} MB (ffmpeg ${MB(peaks.peakChildren).toFixed(0)} MB)`);
    }
  } finally {
    removeDir(dir);
  }
  const sorted = [...fractions].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  log(`render time / duration: ${fractions.map((f) => f.toFixed(2)).join(', ')} (median ${median.toFixed(2)})`);
  log('the server\'s own memory while it renders through the API is not measured here (left to the render job\'s benchmark)');
  return [
    { metric: `${DURATION_SEC} s video render time / duration`, value: `${fractions.map((f) => f.toFixed(2)).join(', ')} (median ${median.toFixed(2)})`, target: `<= ${TARGET_FRACTION.toFixed(1)}`, met: median <= TARGET_FRACTION },
    { metric: 'peak RSS rendering (node + ffmpeg)', value: `${MB(memory.peakTree).toFixed(0)} MB (ffmpeg ${MB(memory.peakChildren).toFixed(0)} MB)` },
  ];
};
