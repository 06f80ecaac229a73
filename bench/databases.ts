// Throughput on each database, in one run: order creation (init + test-mode checkout) and GET /api/sample-songs
// against one server on SQLite, one on PostgreSQL, and two on the same PostgreSQL (the load split between
// them, as a load balancer would), each server a process of its own. Figures are ratios to SQLite's.
// PostgreSQL: DATABASE_URL if set (a server the bench may create databases on), else a throwaway cluster
// when PostgreSQL is installed (Debian's postgresql package), else the bench says it was skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startShopProcess, type ShopProcess } from '../testing/faults/shopProcess';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../tools/demo-songs/sampleAudio';
import { createPostgresDatabase, dropPostgresDatabase } from '../testing/testDatabase';
import { REPO_ROOT, removeDir, table, tempDir, type Bench } from './lib';
import { measureOrders } from './orders';

const CONNECTIONS = 50;
const CLUSTER_SCRIPT = path.join(REPO_ROOT, 'scripts', 'throwaway-postgres.sh');

interface Setup {
  name: string;
  urls: string[];
}

/** Requests/s over all the setup's servers at once, the connections shared out between them. */
async function throughput(
  urls: string[],
  seconds: number,
  measure: (url: string, connections: number, seconds: number) => Promise<number>,
) {
  const each = Math.floor(CONNECTIONS / urls.length);
  const rates = await Promise.all(urls.map((url) => measure(url, each, seconds)));
  return rates.reduce((sum, r) => sum + r, 0);
}

async function sampleSongs(url: string, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({ url: `${url}/api/sample-songs`, connections, duration: seconds, workers: 0 });
  if (result.non2xx || result.errors) throw new Error(`GET /api/sample-songs: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function orders(url: string, connections: number, seconds: number): Promise<number> {
  const result = await measureOrders(url, seconds, connections);
  if (result.non2xx || result.errors) throw new Error(`orders: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // Two requests make one order.
  return result.rps / 2;
}

function postgresInstalled(): boolean {
  return fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
}

export const run: Bench = async ({ quick, log }) => {
  const seconds = quick ? 3 : 10;
  let cluster: string | undefined;
  if (!process.env.DATABASE_URL) {
    if (!postgresInstalled()) {
      log('PostgreSQL is not installed (apt-get install -y postgresql), nor DATABASE_URL set: skipped.');
      return [{ metric: 'SQLite vs PostgreSQL', value: 'skipped: no PostgreSQL' }];
    }
    cluster = execFileSync('bash', [CLUSTER_SCRIPT, 'start'], { encoding: 'utf8' }).trim();
    process.env.DATABASE_URL = cluster;
  }
  // The demo songs the servers seed from (npm start makes them; made here when missing).
  await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);

  const processes: ShopProcess[] = [];
  const dirs: string[] = [];
  const databases: string[] = [];
  const start = async (env: Record<string, string>) => {
    const dir = tempDir('databases');
    dirs.push(dir);
    const shop = await startShopProcess(dir, { TRUST_PROXY: 'true', FAULT_SEED: '1', ...env });
    processes.push(shop);
    return shop;
  };
  try {
    const sqlite: Setup = { name: 'SQLite, 1 process', urls: [(await start({})).url] };
    const single = await createPostgresDatabase();
    databases.push(single);
    const postgres: Setup = { name: 'PostgreSQL, 1 process', urls: [(await start({ DATABASE_URL: single })).url] };
    const shared = await createPostgresDatabase();
    databases.push(shared);
    // The first seeds the database; the second finds it seeded.
    const first = await start({ DATABASE_URL: shared });
    const second = await start({ DATABASE_URL: shared });
    const pair: Setup = { name: 'PostgreSQL, 2 processes', urls: [first.url, second.url] };

    const rows = [['setup', 'orders/s', 'ratio', 'GET /api/sample-songs req/s', 'ratio']];
    const results: Array<{ setup: Setup; orders: number; songs: number }> = [];
    for (const setup of [sqlite, postgres, pair]) {
      // A second of each first, so every server is measured warm (compiled, pools filled).
      await throughput(setup.urls, 1, sampleSongs);
      await throughput(setup.urls, 1, orders);
      const songs = await throughput(setup.urls, seconds, sampleSongs);
      const made = await throughput(setup.urls, seconds, orders);
      results.push({ setup, orders: made, songs });
    }
    const base = results[0]!;
    for (const r of results)
      rows.push([
        r.setup.name,
        r.orders.toFixed(0),
        (r.orders / base.orders).toFixed(2),
        r.songs.toFixed(0),
        (r.songs / base.songs).toFixed(2),
      ]);
    log(table(rows));
    log(
      `${seconds} s per measurement, ${CONNECTIONS} connections shared between a setup's processes; the load generator shares the machine.`,
    );
    return results.slice(1).flatMap((r) => [
      {
        metric: `orders/s, ${r.setup.name} / SQLite`,
        value: `${(r.orders / base.orders).toFixed(2)} (${r.orders.toFixed(0)} vs ${base.orders.toFixed(0)})`,
      },
      {
        metric: `sample-songs req/s, ${r.setup.name} / SQLite`,
        value: `${(r.songs / base.songs).toFixed(2)} (${r.songs.toFixed(0)} vs ${base.songs.toFixed(0)})`,
      },
    ]);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    for (const url of databases) await dropPostgresDatabase(url).catch(() => undefined);
    for (const dir of dirs) removeDir(dir);
    if (cluster) {
      execFileSync('bash', [CLUSTER_SCRIPT, 'stop', cluster]);
      delete process.env.DATABASE_URL;
    }
  }
};
