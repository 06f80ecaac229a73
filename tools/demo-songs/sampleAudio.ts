// Public entry point for the demo sample songs: synthesizes the catalogue to MP3 once and reuses the cached files afterwards.
// Build time and tests only: the server reads the finished cache (api/services/seed/sampleCache.ts) and never imports this.

import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CATALOG, type CatalogEntry } from '../../api/services/seed/catalog';
import { measure } from './mix';
import { FADE_OUT_SEC, renderPcm, songFrames } from './render';
import {
  exists,
  fingerprint,
  GENERATOR_VERSION,
  MANIFEST,
  readManifest,
  versionDir,
  type GeneratedSample,
  type ManifestSong,
} from '../../api/services/seed/sampleCache';
import { defaultFfmpeg } from '../../api/services/video/ffmpegBinary';
import { SR } from './synth';

export { DEFAULT_SAMPLE_AUDIO_CACHE, type GeneratedSample } from '../../api/services/seed/sampleCache';
/** 96 kbit/s keeps a 40 s demo near 480 KB: these files are preloaded on phones. */
export const BITRATE_KBPS = 96;

const ARTIST = 'Serenade Studio';
/** Encodes in flight while the next song renders; rendering is single-threaded, so two keeps both cores busy. */
const MAX_ENCODES = 2;

const durationOf = (e: CatalogEntry): number => Math.round((songFrames(e) / SR) * 100) / 100;

const tempName = (p: string): string => `${p}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

/** Writes beside the target and renames, so a concurrent reader sees the old file or the new one, never half of one. */
async function writeAtomic(file: string, data: string): Promise<void> {
  const tmp = tempName(file);
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Feeds ffmpeg's stdin from a worker thread. Rendering the next song blocks the main event loop for about
 * a second, and a pipe is only refilled when its owning loop runs, so piping from the main thread would stall
 * the encoder for exactly the time we want it to work in parallel. Plain JS (eval'd), so it needs no TS loader.
 */
const PIPE_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const { bin, args, pcm } = workerData;
let stderr = '';
const child = spawn(bin, args, { stdio: ['pipe', 'ignore', 'pipe'] });
child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
child.stdin.on('error', () => {}); // EPIPE if ffmpeg dies early; its exit status carries the real reason
child.on('error', (err) => parentPort.postMessage({ spawnError: err.message, stderr }));
child.on('close', (code, signal) => parentPort.postMessage({ code, signal, stderr }));
child.stdin.end(Buffer.from(pcm));
`;

interface PipeResult {
  code?: number | null;
  signal?: string | null;
  spawnError?: string;
  stderr: string;
}

function runFfmpeg(bin: string, args: string[], pcm: Buffer): Promise<PipeResult> {
  // Hand the PCM over without copying when the Buffer owns its whole ArrayBuffer (large allocations do).
  const ab =
    pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength
      ? pcm.buffer
      : pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength);
  return new Promise((resolve, reject) => {
    const worker = new Worker(PIPE_WORKER, { eval: true, workerData: { bin, args, pcm: ab }, transferList: [ab as ArrayBuffer] });
    worker.once('message', (m: PipeResult) => resolve(m));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`ffmpeg pipe worker exited (${code}) before ffmpeg finished`)));
  });
}

/** Pipes raw s16le stereo PCM through ffmpeg/libmp3lame into `dest` (via a temp file and a rename). */
export async function encodeMp3(pcm: Buffer, dest: string, title: string): Promise<void> {
  const bin = defaultFfmpeg().path;
  const tmp = tempName(dest);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    's16le',
    '-ar',
    String(SR),
    '-ac',
    '2',
    '-i',
    'pipe:0',
    '-codec:a',
    'libmp3lame',
    '-b:a',
    `${BITRATE_KBPS}k`,
    '-id3v2_version',
    '3',
    '-metadata',
    `title=${title}`,
    '-metadata',
    `artist=${ARTIST}`,
    '-metadata',
    `album=${ARTIST} Sample Songs`,
    // No encoder/version tag, so identical PCM gives an identical file.
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'mp3',
    '-y',
    tmp,
  ];
  try {
    const r = await runFfmpeg(bin, args, pcm);
    if (r.spawnError) throw new Error(`Could not start ffmpeg (${bin}): ${r.spawnError}`);
    if (r.code !== 0) {
      const tail = r.stderr.trim().split('\n').slice(-8).join('\n');
      throw new Error(`ffmpeg failed encoding "${title}" (exit ${r.code ?? r.signal}):\n${tail || '(no output)'}`);
    }
    await rename(tmp, dest);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** Lets queued I/O run between songs: each render blocks the event loop for a second or so. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Generates (or reuses from cacheDir) the demo songs as MP3 files; safe to call concurrently from two processes (write to a temp name, then rename). */
export async function ensureSampleAudio(cacheDir: string): Promise<GeneratedSample[]> {
  const dir = versionDir(cacheDir);
  await mkdir(dir, { recursive: true });
  const manifest = await readManifest(dir);
  const songs: ManifestSong[] = CATALOG.map((e) => {
    const fp = fingerprint(e);
    const known = manifest?.songs.find((m) => m.slug === e.slug && m.fingerprint === fp);
    const file = path.join(dir, `${e.slug}.mp3`);
    return {
      slug: e.slug,
      fingerprint: fp,
      title: e.title,
      genre: e.genre,
      file,
      durationSec: durationOf(e),
      ...(known?.levels ? { levels: known.levels } : {}),
    };
  });
  const fresh = await Promise.all(
    songs.map(async (s) => !!manifest?.songs.some((m) => m.slug === s.slug && m.fingerprint === s.fingerprint) && (await exists(s.file))),
  );
  if (manifest && fresh.every(Boolean) && manifest.songs.length === songs.length) return songs.map(publicView);

  const inFlight = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for (const [i, entry] of CATALOG.entries()) {
    if (fresh[i]) continue;
    while (inFlight.size >= MAX_ENCODES) await Promise.race(inFlight);
    await breathe();
    const pcm = renderPcm(entry);
    songs[i]!.levels = measure(pcm, FADE_OUT_SEC); // before encoding: the PCM is handed over to the encoder thread
    const job = encodeMp3(pcm, songs[i]!.file, entry.title)
      .catch((err: unknown) => void failures.push(err))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }
  await Promise.all(inFlight);
  if (failures.length) throw failures[0];
  await writeAtomic(path.join(dir, MANIFEST), `${JSON.stringify({ version: GENERATOR_VERSION, songs: songs.map(relative) }, null, 2)}\n`);
  return songs.map(publicView);
}

const publicView = (s: ManifestSong): GeneratedSample => ({ title: s.title, genre: s.genre, file: s.file, durationSec: s.durationSec });
/** The manifest stores bare file names, so the cache directory can be moved. */
const relative = (s: ManifestSong): ManifestSong => ({ ...s, file: path.basename(s.file) });
