// Which ffmpeg runs: FFMPEG_PATH when set, else the system's (kept up to date by its distribution), else the 2018
// build bundled by @ffmpeg-installer/ffmpeg so a shop needs no setup; and what that program says of itself.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FfmpegSource = 'FFMPEG_PATH' | 'system' | 'bundled';

export interface FfmpegBinary {
  path: string;
  source: FfmpegSource;
}

/** FFMPEG_PATH names nothing that runs, or there is no ffmpeg at all; the message names FFMPEG_PATH. */
export class FfmpegPathError extends Error {
  override name = 'FfmpegPathError';
}

const PROGRAM = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';
/** Debian's and Ubuntu's package: looked at when PATH does not lead to one (a service started with a bare PATH). */
const SYSTEM_PATHS = ['/usr/bin/ffmpeg'];

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function bundledFfmpeg(): string | undefined {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // no build for this platform
    return undefined;
  }
}

export interface FindOptions {
  /** FFMPEG_PATH as set (relative to `root`). */
  explicit?: string | undefined;
  /** The PATH to search (only its absolute folders: never a program in the working directory). */
  pathEnv?: string | undefined;
  root?: string;
  systemPaths?: string[];
  bundled?: () => string | undefined;
}

/** Decided once at start (a few file checks, nothing run): FFMPEG_PATH, else the system's, else the bundled one. */
export function findFfmpeg(options: FindOptions = {}): FfmpegBinary {
  const { explicit, pathEnv, root = process.cwd(), systemPaths = SYSTEM_PATHS, bundled = bundledFfmpeg } = options;
  if (explicit !== undefined) {
    const file = path.resolve(root, explicit);
    if (!fs.existsSync(file)) throw new FfmpegPathError(`FFMPEG_PATH ${explicit} does not exist`);
    if (!isExecutableFile(file)) throw new FfmpegPathError(`FFMPEG_PATH ${explicit} is not an executable file`);
    return { path: file, source: 'FFMPEG_PATH' };
  }
  const onPath = (pathEnv ?? '')
    .split(path.delimiter)
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, PROGRAM));
  const system = [...onPath, ...systemPaths].find(isExecutableFile);
  if (system) return { path: system, source: 'system' };
  const fallback = bundled();
  if (fallback) return { path: fallback, source: 'bundled' };
  throw new FfmpegPathError("No ffmpeg found: install your system's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH");
}

let fromEnvironment: FfmpegBinary | undefined;

/** The choice for code that has no Config (tests, tools, the demo songs' process): made the same way, from process.env. */
export function defaultFfmpeg(): FfmpegBinary {
  fromEnvironment ??= findFfmpeg({ explicit: process.env.FFMPEG_PATH?.trim() || undefined, pathEnv: process.env.PATH });
  return fromEnvironment;
}

export interface FfmpegVersion {
  /** "5.1.9" from "5.1.9-0+deb12u1"; a snapshot build's own name ("N-47683-g0e8eb07980-static") as it is. */
  version: string;
  /** The year in its copyright line: the age of a snapshot build. */
  year?: string;
  /** Libraries the shop needs that this build was made without. */
  lacks: string[];
}

/** x264 encodes the promo videos, FreeType draws their captions, LAME encodes the demo songs. */
const NEEDED = ['libx264', 'libfreetype', 'libmp3lame'];

/** What `ffmpeg -version` printed, or null when it was not ffmpeg's answer. */
export function parseVersion(stdout: string): FfmpegVersion | null {
  const name = /^ffmpeg version (\S+)/m.exec(stdout)?.[1];
  if (!name) return null;
  const year = /Copyright \(c\) \d{4}-(\d{4})/.exec(stdout)?.[1];
  const configuration = /^configuration:(.*)$/m.exec(stdout)?.[1] ?? '';
  const flags = new Set(configuration.split(/\s+/));
  return {
    version: /^\d+(\.\d+)+/.exec(name)?.[0] ?? name,
    ...(year ? { year } : {}),
    lacks: NEEDED.filter((lib) => !flags.has(`--enable-${lib}`)),
  };
}

/** Runs `ffmpeg -version` (about 50 ms for Debian's, which loads its shared libraries). */
export function ffmpegVersion(file: string, timeoutMs = 10_000): Promise<FfmpegVersion> {
  return new Promise((resolve, reject) => {
    execFile(file, ['-version'], { timeout: timeoutMs, maxBuffer: 1 << 20, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) {
        const said = stderr.trim().split('\n').at(-1);
        if (err.killed) return reject(new Error(`it did not answer within ${timeoutMs / 1000} s`));
        // A number: it ran and failed (a missing library, say); a string (ENOENT, EACCES): it could not be started.
        if (typeof err.code === 'number') return reject(new Error(said || `it exited with code ${err.code}`));
        return reject(new Error(err.message));
      }
      const version = parseVersion(stdout);
      if (!version) return reject(new Error('it did not answer -version as ffmpeg does'));
      resolve(version);
    });
  });
}

/**
 * The start log's line on video: which ffmpeg runs and why. FFMPEG_PATH that does not run stops the start (the
 * owner asked for that program); a system or bundled one that does not run is reported, the shop serving anyway.
 */
export async function ffmpegStartLine(binary: FfmpegBinary): Promise<string> {
  let found: FfmpegVersion;
  try {
    found = await ffmpegVersion(binary.path);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (binary.source === 'FFMPEG_PATH') throw new FfmpegPathError(`FFMPEG_PATH ${binary.path} does not run: ${reason}`);
    return `Video: ${binary.path} does not run (${reason}): promo videos and demo songs will fail. Install your system's ffmpeg or set FFMPEG_PATH.`;
  }
  const where =
    binary.source === 'bundled'
      ? `bundled fallback from @ffmpeg-installer${found.year ? `, built in ${found.year}` : ''}: install your system's ffmpeg or set FFMPEG_PATH`
      : `${binary.source === 'system' ? 'system' : 'FFMPEG_PATH'}, ${binary.path}`;
  const lacking = found.lacks.length ? `; built without ${found.lacks.join(', ')}, which promo videos and demo songs need` : '';
  return `Video: ffmpeg ${found.version} (${where})${lacking}.`;
}
