// Test fixtures for promo videos: a free song whose reaction video arrived, waiting for a render to finish,
// the finished file fetched to disk, and how loud its sound is (a voice-over is not silence).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GeneratedVideo } from '../shared/schemas/video';
import { defaultFfmpeg } from '../api/services/video/ffmpegBinary';
import { adminCall, eventually, form, insertFreeSong } from './admin';
import type { TestShop } from './testServer';
import { testVideo } from './videos';

const run = promisify(execFile);
let address = 0;

/** A delivered free song whose customer sent a reaction video with this testimonial; answers the submission id. */
export async function receivedReaction(shop: TestShop, message: string, name = 'Ana'): Promise<string> {
  const id = await insertFreeSong(shop, { status: 'delivered', name });
  const clip = await testVideo('mp4', { seconds: 3 });
  const res = await fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': `198.51.100.${(address = (address % 250) + 1)}` },
    body: form({ message }, { video: { bytes: clip.bytes, name: clip.name, type: clip.type } }),
  });
  if (res.status !== 201) throw new Error(`reaction upload answered ${res.status}: ${await res.text()}`);
  return id;
}

export async function listVideos(shop: TestShop, token: string): Promise<GeneratedVideo[]> {
  return (await (await adminCall(shop, token, 'GET', '/api/admin/generated-videos')).json()) as GeneratedVideo[];
}

/** Waits until the video is completed or failed (renders take seconds on two shared cores). */
export async function finished(shop: TestShop, token: string, id: string, timeoutMs = 150_000): Promise<GeneratedVideo> {
  const find = async () => (await listVideos(shop, token)).find((v) => v.id === id);
  const video = await eventually(find, (v) => v === undefined || v.status === 'completed' || v.status === 'failed', timeoutMs);
  if (!video) throw new Error(`video ${id} is gone`);
  return video;
}

/** Downloads a served file into a temporary file (removed with `cleanup`). */
export async function download(
  shop: TestShop,
  url: string,
  ext = 'mp4',
): Promise<{ file: string; type: string | null; cleanup: () => void }> {
  const res = await fetch(`${shop.url}${url}`);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-video-test-'));
  const file = path.join(dir, `file.${ext}`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { file, type: res.headers.get('content-type'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The mean volume of a file's sound in dB (about -91 for digital silence). */
export async function meanVolume(file: string): Promise<number> {
  const { stderr } = await run(defaultFfmpeg().path, ['-hide_banner', '-i', file, '-vn', '-af', 'volumedetect', '-f', 'null', '-'], {
    maxBuffer: 8 * 1024 * 1024,
  });
  const match = /mean_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  return match?.[1] === '-inf' || !match ? -Infinity : Number(match[1]);
}
