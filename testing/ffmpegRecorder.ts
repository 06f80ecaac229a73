// An ffmpeg for FFMPEG_PATH (or a runner's `ffmpeg` option) that writes down each run's arguments, one line a run,
// and then runs the real one, or refuses to: a test sees which files ffmpeg was asked to open, or that it never ran.
import fs from 'node:fs';
import path from 'node:path';
import { defaultFfmpeg } from '../api/services/video/ffmpegBinary';

export interface RecordingFfmpeg {
  path: string;
  /** The arguments of every run so far, each joined by spaces. */
  runs(): string[];
}

const quoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** `passThrough: false`: a tripwire that fails every run, for code that must never start ffmpeg. */
export function recordingFfmpeg(dir: string, options: { passThrough?: boolean } = {}): RecordingFfmpeg {
  const { passThrough = true } = options;
  const log = path.join(dir, 'ffmpeg-runs.log');
  const file = path.join(dir, passThrough ? 'recording-ffmpeg' : 'tripwire-ffmpeg');
  const then = passThrough ? `exec ${quoted(defaultFfmpeg().path)} "$@"` : 'exit 1';
  fs.writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$*" >> ${quoted(log)}\n${then}\n`, { mode: 0o755 });
  return {
    path: file,
    runs: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
  };
}
