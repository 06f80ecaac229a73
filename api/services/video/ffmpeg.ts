// Runs ffmpeg (the one ffmpegBinary.ts chose): stops it on an abort signal or a time limit, and keeps the end of what
// it said on stderr (where ffmpeg reports both media details and errors).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { defaultFfmpeg } from './ffmpegBinary';

/** Enough for `-i` details of a file with many streams and for the last lines of a failed render. */
const STDERR_KEEP = 64 * 1024;

export interface FfmpegRun {
  /** Exit code; null when the process was killed. */
  code: number | null;
  stderr: string;
  /** Why it was stopped by us, if it was. */
  stopped?: 'aborted' | 'timed out';
}

/**
 * A render must not outlive a server killed with -9 (it would compete with the resumed render for the CPU and
 * fill the disk with a file nobody will keep): on Linux, util-linux's setpriv asks the kernel to kill ffmpeg
 * when the server dies.
 */
const SETPRIV = '/usr/bin/setpriv';
const WITH_PARENT = process.platform === 'linux' && fs.existsSync(SETPRIV);

/** How much lower than the server ffmpeg runs (10 of 19). */
const RENDER_NICENESS = 10;

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The program to run: the server's choice (Config.ffmpeg); without it, the same choice made from process.env. */
  ffmpeg?: string;
}

/**
 * Input options for a file on this machine: ffmpeg may open it and nothing else (a playlist or a reference inside
 * the file cannot make it fetch a URL or read another file), and with `format` it reads the file as that container
 * instead of guessing from the bytes (an HLS or concat playlist is then never parsed as one).
 */
export function fileInput(file: string, format?: string): string[] {
  return ['-protocol_whitelist', 'file', ...(format ? ['-f', format] : []), '-i', file];
}

export function runFfmpeg(args: string[], options: RunOptions = {}): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return resolve({ code: null, stderr: '', stopped: 'aborted' });
    const command = [options.ffmpeg ?? defaultFfmpeg().path, '-hide_banner', '-nostdin', ...args];
    const child = WITH_PARENT
      ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', ...command], { stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    // A render is background work: customers' requests keep the CPU first (a render just takes longer).
    if (child.pid) {
      try {
        os.setPriority(child.pid, RENDER_NICENESS);
      } catch {
        // not allowed here: it runs at normal priority
      }
    }
    let stderr = '';
    let stopped: FfmpegRun['stopped'];
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > 2 * STDERR_KEEP) stderr = stderr.slice(-STDERR_KEEP);
    });
    const stop = (why: NonNullable<FfmpegRun['stopped']>) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs ? setTimeout(() => stop('timed out'), options.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ code, stderr: stderr.slice(-STDERR_KEEP), ...(stopped ? { stopped } : {}) });
    });
  });
}

/** ffmpeg's own last error line, for a person: the noise of progress and stream listings left out. */
export function lastMeaningfulLine(stderr: string): string | undefined {
  const lines = stderr
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(
      (line) =>
        line && !/^(frame=|size=|video:|\[aac @|Input #|Output #|Stream #|Duration:|Metadata:|Stream mapping|Press \[q\])/.test(line),
    );
  return lines.findLast((line) => /error|invalid|no such|not|unable|cannot|failed|could not|unknown/i.test(line)) ?? lines.at(-1);
}
