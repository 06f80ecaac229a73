// Range header parsing, including the forms browsers send and the ones we answer with the whole file;
// and what a client receives for each, from a real server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange, sendFile } from './sendFile';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('reads %s', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1005', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });

  it.each([
    undefined,
    '',
    'bytes=0-1,5-6',
    'items=0-5',
    'bytes=-',
    'bytes=a-b',
    'bytes=5-3',
    'bytes=500-400',
    'bytes=2000-1000',
    'bytes= 5-3',
    'bytes=1-2-3',
  ])('sends the whole file for %s', (header) => {
    expect(parseRange(header, 1000)).toBeUndefined();
  });
});

describe('sendFile over HTTP', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  let dir: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-sendfile-'));
    fs.writeFileSync(path.join(dir, 'song.mp3'), bytes);
    const app = new Koa();
    app.use((ctx) => sendFile(ctx, path.join(dir, 'song.mp3'), { contentType: 'audio/mpeg', cacheControl: 'no-cache' }));
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ignores an invalid range such as bytes=5-3: 200 with the whole file', async () => {
    for (const range of ['bytes=5-3', 'bytes=999-0', 'bytes=abc', 'bytes=0-1,3-4']) {
      const res = await fetch(url, { headers: { Range: range } });
      expect({ range, status: res.status, contentRange: res.headers.get('content-range') }).toEqual({
        range,
        status: 200,
        contentRange: null,
      });
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('answers a valid range with 206 and exactly those bytes', async () => {
    const res = await fetch(url, { headers: { Range: 'bytes=3-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 3-5/1000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes.subarray(3, 6));
  });

  it('answers a valid range that starts past the end with 416 and the size', async () => {
    const res = await fetch(url, { headers: { Range: 'bytes=1000-1010' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });
});
