// Photo slideshow videos (issue 25): how long the shop takes to render one for a 3-minute song with 20 photos
// (both videos, 1920×1080 and 1080×1920, as the render job makes them), as a fraction of the song's length, and the
// peak memory of the rendering process tree (this Node process with sharp, plus its ffmpeg child), sampled from /proc.
// The photos are 12-megapixel JPEGs with a photo's grain, prepared as an upload prepares them; the song is a demo
// song looped to three minutes; the lyrics are 40 lines. Target: at most the song's own length on two cores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preparePhoto } from '../api/services/slideshow/photoFiles';
import { runFfmpeg } from '../api/services/video/ffmpeg';
import { renderSlideshow } from '../api/services/video/slideshow';
import { DEMO_SHOP_PROFILE } from '../shared/shopProfile';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../tools/demo-songs/sampleAudio';
import { MB, removeDir, sampleTreeMemory, tempDir, type Bench, type Row } from './lib';

const TARGET_FRACTION = 1.0;

const LYRIC_LINES = [
  'Under the umbrella, you laughed at me',
  'And I knew that rain would be our melody',
  'Every storm since then has sounded like a song',
  'Every road we took, you sang along',
];

/** CPU seconds used by this process and its children that have ended (ffmpeg), from /proc (clock ticks of 1/100 s). */
function cpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14–17 of the line, 12–15 after the name.
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
}

async function ffmpeg(args: string[]): Promise<void> {
  const { code, stderr } = await runFfmpeg(['-y', '-loglevel', 'error', ...args]);
  if (code !== 0) throw new Error(stderr);
}

/** A 4000×3000 picture with detail and grain, as a phone's camera gives one, stored as the upload stores it. */
async function photo(dir: string, i: number): Promise<string> {
  const raw = path.join(dir, `camera-${i}.jpg`);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `mandelbrot=s=4000x3000:start_scale=${1 + (i % 5)}:start_x=-0.7${i}`,
    '-vf',
    'noise=alls=12:allf=t,gblur=sigma=0.8',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    raw,
  ]);
  const prepared = await preparePhoto({ tempPath: raw, clientName: `IMG_${i}.jpg`, size: fs.statSync(raw).size }, dir);
  fs.rmSync(prepared.thumb);
  return prepared.photo;
}

export const run: Bench = async ({ quick, log }) => {
  const [sample] = await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
  if (!sample) throw new Error('no demo song to loop');
  const durationSec = quick ? 30 : 180;
  const photoCount = quick ? 6 : 20;
  const dir = tempDir('slideshow');
  try {
    const song = path.join(dir, 'song.mp3');
    await ffmpeg(['-stream_loop', '-1', '-i', sample.file, '-t', String(durationSec), '-c:a', 'libmp3lame', '-b:a', '192k', song]);
    const photos: string[] = [];
    for (let i = 0; i < photoCount; i++) photos.push(await photo(dir, i));
    log(`  ${photoCount} photos (4000×3000, stored at 2560 px), a ${durationSec} s song, ${os.cpus().length} CPUs`);
    const out = { landscape: path.join(dir, 'landscape.mp4'), portrait: path.join(dir, 'portrait.mp4') };
    const sampler = sampleTreeMemory(process.pid, () => process.memoryUsage().rss);
    const started = performance.now();
    const cpuBefore = cpuSeconds();
    await renderSlideshow(
      {
        songFile: song,
        photos,
        lyrics: Array.from({ length: quick ? 8 : 40 }, (_, i) => LYRIC_LINES[i % LYRIC_LINES.length]).join('\n'),
        recipientName: 'Maria',
        occasion: 'Anniversary',
        fromName: 'Tom',
        shopName: DEMO_SHOP_PROFILE.name,
      },
      out,
    );
    const seconds = (performance.now() - started) / 1000;
    // The machine is shared: CPU time over two cores is what the render takes on two cores of its own.
    const onTwoCores = (cpuSeconds() - cpuBefore) / 2;
    const { peakTree, peakChildren } = sampler.stop();
    const fraction = seconds / durationSec;
    const sizes = `${MB(fs.statSync(out.landscape).size).toFixed(0)} MB + ${MB(fs.statSync(out.portrait).size).toFixed(0)} MB`;
    log(
      `  rendered both videos in ${seconds.toFixed(1)} s (${fraction.toFixed(2)} of the song; CPU time over two cores ${onTwoCores.toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)}), ${sizes}; peak RSS node + ffmpeg ${MB(peakTree).toFixed(0)} MB (ffmpeg ${MB(peakChildren).toFixed(0)} MB)`,
    );
    const rows: Row[] = [
      {
        metric: `slideshow, ${durationSec} s song, ${photoCount} photos, both videos: render time / song length`,
        value: `${fraction.toFixed(2)} (${seconds.toFixed(0)} s)`,
        target: `<= ${TARGET_FRACTION.toFixed(1)}`,
        met: fraction <= TARGET_FRACTION,
      },
      {
        metric: 'slideshow CPU time / 2 cores / song length',
        value: `${(onTwoCores / durationSec).toFixed(2)} (${onTwoCores.toFixed(0)} s)`,
      },
      { metric: 'slideshow peak RSS (node + ffmpeg)', value: `${MB(peakTree).toFixed(0)} MB (ffmpeg ${MB(peakChildren).toFixed(0)} MB)` },
    ];
    return rows;
  } finally {
    removeDir(dir);
  }
};
