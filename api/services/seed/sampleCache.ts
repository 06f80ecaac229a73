// Where the demo sample songs are kept once made, and how to read them back: the server only reads this
// cache (it never synthesises); `npm start` fills it beforehand in a process of its own (scripts/prepare.mjs).

import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SampleCategory } from '../../../shared/enums';
import { PROJECT_ROOT } from '../../projectRoot';
import { CATALOG, type CatalogEntry } from './catalog';

/** Bump whenever the synthesis changes audibly: cached files live under v<N>/ and are regenerated. */
export const GENERATOR_VERSION = 2;

/** Where the demo songs are kept between databases (and test runs). */
export const DEFAULT_SAMPLE_AUDIO_CACHE = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'serenade', 'sample-audio');

export interface GeneratedSample {
  title: string;
  genre: SampleCategory;
  /** Absolute path of the .mp3 */
  file: string;
  /** Exact, from the sample count, 2 decimals */
  durationSec: number;
}

/** Peak, RMS, clipping and silence measured on the PCM: the numeric stand-in for listening to it. */
export interface Levels {
  peakDb: number;
  rmsDb: number;
  clipped: number;
  /** Longest run of 100 ms windows quieter than -55 dBFS, ignoring the final fade-out. */
  longestGapSec: number;
}

export interface ManifestSong extends GeneratedSample {
  slug: string;
  fingerprint: string;
  /** Recorded by the synthesiser for its own checks; the server never reads it. */
  levels?: Levels;
}

export interface Manifest {
  version: number;
  songs: ManifestSong[];
}

export const MANIFEST = 'manifest.json';

/** Changes when anything that shapes the audio or its tags changes, so an edited entry is re-rendered. */
export const fingerprint = (e: CatalogEntry): string =>
  createHash('sha256')
    .update(JSON.stringify([GENERATOR_VERSION, e.title, e.style, e.key, e.seed]))
    .digest('hex')
    .slice(0, 16);

export const exists = (p: string): Promise<boolean> =>
  access(p).then(
    () => true,
    () => false,
  );

export const versionDir = (cacheDir: string): string => path.join(path.resolve(cacheDir), `v${GENERATOR_VERSION}`);

export async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    const m = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    return m.version === GENERATOR_VERSION && Array.isArray(m.songs) ? m : null;
  } catch {
    return null;
  }
}

/** The whole catalogue from the cache, or null when any song is missing or out of date (then it must be made). */
export async function readSampleAudio(cacheDir: string): Promise<GeneratedSample[] | null> {
  const dir = versionDir(cacheDir);
  const manifest = await readManifest(dir);
  if (!manifest) return null;
  const songs: GeneratedSample[] = [];
  for (const entry of CATALOG) {
    const known = manifest.songs.find((m) => m.slug === entry.slug && m.fingerprint === fingerprint(entry));
    const file = path.join(dir, `${entry.slug}.mp3`);
    if (!known || !(await exists(file))) return null;
    songs.push({ title: entry.title, genre: entry.genre, file, durationSec: known.durationSec });
  }
  return songs;
}
