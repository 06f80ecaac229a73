// Starts a real shop server for a test: port 0, a temporary DATA_DIR, a controllable clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../api/config';
import { createServer, type ServerOptions, type ShopServer } from '../api/server';
import type { Clock } from '../api/services/clock';
import { ensureSampleAudio } from '../tools/demo-songs/sampleAudio';
import { dropTestDatabase, testDatabaseUrl } from './testDatabase';

export { withDatabase, type StoredData } from './testDatabase';

export class TestClock implements Clock {
  constructor(private current = new Date('2026-01-15T12:00:00.000Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Real time plus an offset the test can move forward: for browser tests, where pages read the real clock. */
export class ShiftedClock implements Clock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number) {
    this.offset += ms;
  }
}

export interface TestShop extends ShopServer {
  url: string;
  dataDir: string;
  config: Config;
  clock: TestClock | ShiftedClock;
  /** Stops the server, keeping DATA_DIR (for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and removes DATA_DIR. */
  destroy(): Promise<void>;
}

export async function startTestShop(
  options: { env?: Record<string, string>; dataDir?: string; distDir?: string; port?: number; clock?: TestClock | ShiftedClock } & Omit<
    ServerOptions,
    'clock'
  > = {},
): Promise<TestShop> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-test-'));
  // With DATABASE_URL set for the suite, each shop gets a PostgreSQL database of its own (kept with its DATA_DIR).
  const databaseUrl = options.env?.DATABASE_URL ?? (await testDatabaseUrl(dataDir));
  // The ffmpeg the rest of the tests run (defaultFfmpeg: FFMPEG_PATH, else the system's), unless the test names one.
  const ffmpegEnv = { PATH: process.env.PATH ?? '', ...(process.env.FFMPEG_PATH ? { FFMPEG_PATH: process.env.FFMPEG_PATH } : {}) };
  const config = {
    ...loadConfig({
      LOG_REQUESTS: 'false',
      ...ffmpegEnv,
      ...options.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    ...(options.distDir ? { distDir: options.distDir } : {}),
  };
  const clock = options.clock ?? new TestClock();
  const log = options.log ?? (() => undefined);
  // Tests make the demo songs in-process when the cache lacks them (`npm start` makes them before the server).
  // Pages are prerendered where a test names the build it serves (browser tests, the pages' own tests).
  const prerenderPages = options.prerenderPages ?? Boolean(options.distDir);
  const shop = await createServer(config, { makeSampleAudio: ensureSampleAudio, ...options, prerenderPages, clock, log });
  const { url } = await shop.listen(options.port ?? 0, '127.0.0.1');
  return {
    ...shop,
    url: url.replace('localhost', '127.0.0.1'),
    dataDir,
    config,
    clock,
    stop: () => shop.close(),
    async destroy() {
      await shop.close();
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
