// Which ffmpeg runs: FFMPEG_PATH, else the system's, else the bundled one; what it says of itself, and the start
// log's line about it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpeg, ffmpegStartLine, FfmpegPathError, ffmpegVersion, findFfmpeg, parseVersion } from './ffmpegBinary';

let dir: string;
/** A folder with a program named ffmpeg in it that answers -version with `text` (on stderr when `code` is not 0). */
function fakeFfmpeg(name: string, text: string, code = 0): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(folder);
  const file = path.join(folder, 'ffmpeg');
  const to = code === 0 ? '' : ' >&2';
  fs.writeFileSync(file, `#!/bin/sh\ncat${to} <<'EOF'\n${text}\nEOF\nexit ${code}\n`, { mode: 0o755 });
  return file;
}

const DEBIAN = [
  'ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers',
  'built with gcc 12 (Debian 12.2.0-14+deb12u1)',
  'configuration: --prefix=/usr --enable-gpl --enable-libfreetype --enable-libmp3lame --enable-libx265 --enable-libx264 --enable-shared',
  'libavutil      57. 28.100 / 57. 28.100',
].join('\n');
const BUNDLED = [
  'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers',
  'configuration: --enable-gpl --enable-libfreetype --enable-libmp3lame --enable-libx264 --enable-libx265',
].join('\n');

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-ffmpeg-binary-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('findFfmpeg', () => {
  it('takes FFMPEG_PATH first, relative to the shop’s folder', () => {
    const file = fakeFfmpeg('explicit', DEBIAN);
    const onPath = fakeFfmpeg('on-path', DEBIAN);
    expect(findFfmpeg({ explicit: file, pathEnv: path.dirname(onPath) })).toEqual({ path: file, source: 'FFMPEG_PATH' });
    expect(findFfmpeg({ explicit: 'explicit/ffmpeg', root: dir })).toEqual({ path: file, source: 'FFMPEG_PATH' });
  });

  it('refuses an FFMPEG_PATH that does not exist or cannot be run, naming FFMPEG_PATH', () => {
    expect(() => findFfmpeg({ explicit: '/nowhere/ffmpeg' })).toThrow(new FfmpegPathError('FFMPEG_PATH /nowhere/ffmpeg does not exist'));
    const plain = path.join(dir, 'not-a-program');
    fs.writeFileSync(plain, 'text', { mode: 0o644 });
    expect(() => findFfmpeg({ explicit: plain })).toThrow(new FfmpegPathError(`FFMPEG_PATH ${plain} is not an executable file`));
    expect(() => findFfmpeg({ explicit: dir })).toThrow(new FfmpegPathError(`FFMPEG_PATH ${dir} is not an executable file`));
  });

  it('takes the system’s ffmpeg from PATH, skipping folders that are not absolute, then /usr/bin/ffmpeg', () => {
    const onPath = fakeFfmpeg('system', DEBIAN);
    const folder = path.dirname(onPath);
    const relative = path.relative(process.cwd(), folder);
    expect(findFfmpeg({ pathEnv: [relative, '/nowhere', folder].join(path.delimiter), systemPaths: [] })).toEqual({
      path: onPath,
      source: 'system',
    });
    expect(findFfmpeg({ pathEnv: relative, systemPaths: [onPath] })).toEqual({ path: onPath, source: 'system' });
  });

  it('falls back to the bundled ffmpeg when the system has none, and says how to get one when there is none at all', () => {
    const none = { pathEnv: path.join(dir, 'empty'), systemPaths: [] };
    const bundled = findFfmpeg(none);
    expect(bundled.source).toBe('bundled');
    expect(bundled.path).toMatch(/@ffmpeg-installer/);
    expect(() => findFfmpeg({ ...none, bundled: () => undefined })).toThrow(
      new FfmpegPathError("No ffmpeg found: install your system's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH"),
    );
  });
});

describe('ffmpegVersion', () => {
  it('reads the version, the build year and what the shop needs that it lacks', () => {
    expect(parseVersion(DEBIAN)).toEqual({ version: '5.1.9', year: '2026', lacks: [] });
    expect(parseVersion(BUNDLED)).toEqual({ version: 'N-47683-g0e8eb07980-static', year: '2018', lacks: [] });
    expect(parseVersion('ffmpeg version 7.1 Copyright (c) 2000-2024\nconfiguration: --enable-gpl --enable-libmp3lame')).toMatchObject({
      version: '7.1',
      lacks: ['libx264', 'libfreetype'],
    });
    expect(parseVersion('GNU bash, version 5.2')).toBeNull();
  });

  it('asks the ffmpeg the tests run, which has everything the shop needs', async () => {
    const found = await ffmpegVersion(defaultFfmpeg().path);
    expect(found.version).not.toBe('');
    expect(found.lacks).toEqual([]);
  });
});

describe('ffmpegStartLine', () => {
  it('names the version and where it comes from', async () => {
    const system = fakeFfmpeg('line-system', DEBIAN);
    expect(await ffmpegStartLine({ path: system, source: 'system' })).toBe(`Video: ffmpeg 5.1.9 (system, ${system}).`);
    expect(await ffmpegStartLine({ path: system, source: 'FFMPEG_PATH' })).toBe(`Video: ffmpeg 5.1.9 (FFMPEG_PATH, ${system}).`);
    const bundled = fakeFfmpeg('line-bundled', BUNDLED);
    expect(await ffmpegStartLine({ path: bundled, source: 'bundled' })).toBe(
      "Video: ffmpeg N-47683-g0e8eb07980-static (bundled fallback from @ffmpeg-installer, built in 2018: install your system's ffmpeg or set FFMPEG_PATH).",
    );
    const bare = fakeFfmpeg('line-bare', 'ffmpeg version 7.1 Copyright (c) 2000-2024\nconfiguration: --enable-gpl');
    expect(await ffmpegStartLine({ path: bare, source: 'system' })).toBe(
      `Video: ffmpeg 7.1 (system, ${bare}); built without libx264, libfreetype, libmp3lame, which promo videos and demo songs need.`,
    );
  });

  it('stops the start when FFMPEG_PATH does not run, and only warns when the system’s does not', async () => {
    const broken = fakeFfmpeg('broken', 'error while loading shared libraries: libavdevice.so.59', 127);
    await expect(ffmpegStartLine({ path: broken, source: 'FFMPEG_PATH' })).rejects.toThrow(
      new FfmpegPathError(`FFMPEG_PATH ${broken} does not run: error while loading shared libraries: libavdevice.so.59`),
    );
    expect(await ffmpegStartLine({ path: broken, source: 'system' })).toBe(
      `Video: ${broken} does not run (error while loading shared libraries: libavdevice.so.59): promo videos and demo songs will fail. Install your system's ffmpeg or set FFMPEG_PATH.`,
    );
    const notFfmpeg = fakeFfmpeg('not-ffmpeg', 'GNU bash, version 5.2');
    await expect(ffmpegStartLine({ path: notFfmpeg, source: 'FFMPEG_PATH' })).rejects.toThrow(
      `FFMPEG_PATH ${notFfmpeg} does not run: it did not answer -version as ffmpeg does`,
    );
  });
});
