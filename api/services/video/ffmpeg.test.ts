// Running ffmpeg on files we did not make: a time limit that stops a run that would go on, and inputs read as the
// container they were judged to be (a playlist inside one opens nothing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileInput, runFfmpeg } from './ffmpeg';

let dir: string;
let playlist: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-ffmpeg-test-'));
  // A file of the server's that no customer should see through a video (here a few seconds of sound).
  const secret = path.join(dir, 'secret.ts');
  const made = await runFfmpeg(['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', '-f', 'mpegts', secret]);
  if (made.code !== 0) throw new Error(made.stderr);
  // What an attacker uploads as "reaction.mp4": an HLS playlist whose segment is that file.
  playlist = path.join(dir, 'reaction.mp4');
  fs.writeFileSync(playlist, ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXTINF:2,', secret, '#EXT-X-ENDLIST', ''].join('\n'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('runFfmpeg', () => {
  it('stops a run that goes past its time limit', async () => {
    // -re reads the input in real time: 100 s of silence takes 100 s.
    const run = await runFfmpeg(['-re', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '100', '-f', 'null', '-'], {
      timeoutMs: 300,
    });
    expect(run).toMatchObject({ code: null, stopped: 'timed out' });
  });

  it('is stopped by its abort signal', async () => {
    const controller = new AbortController();
    const running = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '100', '-f', 'null', '-'], {
      signal: controller.signal,
    });
    controller.abort();
    expect(await running).toMatchObject({ code: null, stopped: 'aborted' });
  });
});

describe('fileInput', () => {
  it('reads a file as the container it was judged to be: a playlist in it opens no other file', async () => {
    // Left to guess, ffmpeg takes the bytes for a playlist and reads the file it names: what must not happen.
    const guessed = await runFfmpeg(['-i', playlist, '-f', 'null', '-'], { timeoutMs: 20_000 });
    expect(guessed.stderr).toMatch(/Input #0, hls/);

    const told = await runFfmpeg([...fileInput(playlist, 'mov'), '-f', 'null', '-'], { timeoutMs: 20_000 });
    expect(told.code).not.toBe(0);
    expect(told.stderr).not.toMatch(/hls|Input #0/);
  });

  it('lets ffmpeg open the named file and nothing else: no URL, even in a playlist it reads', async () => {
    const remote = path.join(dir, 'remote.m3u8');
    fs.writeFileSync(
      remote,
      ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXTINF:2,', 'http://127.0.0.1:9/segment.ts', '#EXT-X-ENDLIST', ''].join('\n'),
    );
    const run = await runFfmpeg([...fileInput(remote), '-f', 'null', '-'], { timeoutMs: 20_000 });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/Protocol 'http' not on whitelist 'file'/);
  });
});
