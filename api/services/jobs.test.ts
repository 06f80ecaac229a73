// The job queue: stored jobs run when due, once; failures retry with back-off; a unique key enqueues once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connect';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../../testing/testDatabase';
import { TestClock } from '../../testing/testServer';
import { backoffMs, createJobQueue, type JobHandler } from './jobs';

let dir: string;
let db: Db;
/** The PostgreSQL database made for a test when the suite runs with DATABASE_URL. */
let databaseUrl: string | undefined;
let clock: TestClock;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-jobs-'));
  databaseUrl = usingPostgres() ? await createPostgresDatabase() : undefined;
  db = await openDatabase(databaseUrl ? { url: databaseUrl } : path.join(dir, 'app.db'));
  clock = new TestClock();
});
afterEach(async () => {
  await db.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  fs.rmSync(dir, { recursive: true, force: true });
});

function queue(handlers: Record<string, JobHandler>) {
  return createJobQueue({ db: db.kysely, clock, handlers, log: () => undefined });
}

describe('job queue', () => {
  it('runs a job when it is due, and only once', async () => {
    const seen: unknown[] = [];
    const jobs = queue({ greet: async (p) => void seen.push(p) });
    await jobs.enqueue('greet', { to: 'ana' }, { runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await jobs.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([{ to: 'ana' }]);
  });

  it('ignores a second enqueue with the same unique key', async () => {
    let runs = 0;
    const jobs = queue({ once: async () => void runs++ });
    await jobs.enqueue('once', {}, { uniqueKey: 'k1' });
    await jobs.enqueue('once', {}, { uniqueKey: 'k1' });
    await jobs.runDue();
    expect(runs).toBe(1);
  });

  it('retries a failed job after its back-off and records the error', async () => {
    let attempts = 0;
    const jobs = queue({
      flaky: async () => {
        attempts++;
        if (attempts < 3) throw new Error(`fail ${attempts}`);
      },
    });
    await jobs.enqueue('flaky', {}, { uniqueKey: 'f' });
    await jobs.runDue();
    expect(attempts).toBe(1);
    await jobs.runDue();
    expect(attempts).toBe(1);
    clock.advance(backoffMs(1));
    await jobs.runDue();
    expect(attempts).toBe(2);
    const row = await db.kysely.selectFrom('jobs').selectAll().where('unique_key', '=', 'f').executeTakeFirstOrThrow();
    expect(row.last_error).toBe('fail 2');
    expect(row.done_at).toBeNull();
    clock.advance(backoffMs(2));
    await jobs.runDue();
    expect(attempts).toBe(3);
    const done = await db.kysely.selectFrom('jobs').selectAll().where('unique_key', '=', 'f').executeTakeFirstOrThrow();
    expect(done.done_at).not.toBeNull();
  });

  it('gives up after eight attempts and keeps the last error', async () => {
    const jobs = queue({
      doomed: async () => {
        throw new Error('never');
      },
    });
    await jobs.enqueue('doomed', {}, { uniqueKey: 'd' });
    for (let i = 1; i <= 8; i++) {
      await jobs.runDue();
      clock.advance(backoffMs(i));
    }
    const row = await db.kysely.selectFrom('jobs').selectAll().where('unique_key', '=', 'd').executeTakeFirstOrThrow();
    expect(row.done_at).not.toBeNull();
    expect(row.last_error).toBe('never');
  });

  it('survives a restart: a stored job runs from a new queue', async () => {
    const first = queue({});
    await first.enqueue('later', { n: 1 }, { runAt: new Date(clock.now().getTime() + 1000) });
    await first.stop();
    const seen: unknown[] = [];
    const second = queue({ later: async (p) => void seen.push(p) });
    clock.advance(1000);
    await second.runDue();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('never runs two passes at once', async () => {
    let concurrent = 0;
    let max = 0;
    const jobs = queue({
      slow: async () => {
        concurrent++;
        max = Math.max(max, concurrent);
        // The input, not a wait: a job that takes a while, during which an overlapping pass would start another.
        // eslint-disable-next-line no-restricted-syntax
        await new Promise((r) => setTimeout(r, 20));
        concurrent--;
      },
    });
    for (let i = 0; i < 3; i++) await jobs.enqueue('slow', { i });
    await Promise.all([jobs.runDue(), jobs.runDue(), jobs.runDue()]);
    expect(max).toBe(1);
  });
});
