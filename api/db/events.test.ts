// Messages between processes on PostgreSQL: one process's message reaches every other (itself at once, not
// twice), a message too long for NOTIFY travels through its stored row, and a listening connection the server
// dropped is replaced so messages flow again.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../../testing/testDatabase';
import { openDatabase, type Db } from './connect';

const opened: Db[] = [];
const databases: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const url of databases.splice(0)) await dropPostgresDatabase(url);
});

async function twoProcesses(): Promise<[Db, Db, string]> {
  const url = await createPostgresDatabase();
  databases.push(url);
  const one = await openDatabase({ url });
  const two = await openDatabase({ url });
  opened.push(one, two);
  return [one, two, url];
}

function collect(db: Db): string[] {
  const heard: string[] = [];
  db.events.subscribe((payload) => heard.push(payload));
  return heard;
}

/** Waits until `check` holds (vitest polls it), failing the test if it never does. */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs });
}

describe.runIf(usingPostgres())('messages between processes on PostgreSQL', () => {
  it('reach the other process, and the sender once, in its own turn', async () => {
    const [one, two] = await twoProcesses();
    const [heardByOne, heardByTwo] = [collect(one), collect(two)];
    one.events.publish('{"topic":"x","n":1}');
    expect(heardByOne).toEqual(['{"topic":"x","n":1}']);
    await until(() => heardByTwo.length === 1);
    // One's own NOTIFY comes back to its listening connection too, and must not be delivered a second time. A
    // marker the other process publishes now is committed after it, so one's listener gets the marker after its
    // own echo: once one has heard the marker, the echo has been through and was dropped.
    two.events.publish('{"topic":"x","marker":true}');
    await until(() => heardByOne.length >= 2);
    expect(heardByOne).toEqual(['{"topic":"x","n":1}', '{"topic":"x","marker":true}']);
    expect(heardByTwo).toEqual(['{"topic":"x","n":1}', '{"topic":"x","marker":true}']);
  });

  it('carry a message longer than NOTIFY takes through a stored row', async () => {
    const [one, two] = await twoProcesses();
    const heardByTwo = collect(two);
    const long = JSON.stringify({ topic: 'x', text: '€'.repeat(20_000) });
    one.events.publish(long);
    await until(() => heardByTwo.length === 1);
    expect(heardByTwo[0]).toBe(long);
  });

  it('listen again after the server dropped the listening connection', async () => {
    const [one, two, url] = await twoProcesses();
    const heardByTwo = collect(two);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every backend of this database that is LISTENing (the two processes' own listening connections).
      const { rows } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      expect(rows).toHaveLength(2);
    } finally {
      await admin.end();
    }
    await until(() => {
      one.events.publish('{"topic":"x","again":true}');
      return heardByTwo.length > 0;
    }, 15_000);
    expect(JSON.parse(heardByTwo[0]!)).toEqual({ topic: 'x', again: true });
    await sql`select 1`.execute(two.kysely);
  }, 20_000);
});
