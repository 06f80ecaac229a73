// Runs the benchmarks in order (or one: --only=api|orders|chat|lighthouse|video|slideshow|load|process|databases; --quick for
// short runs; --full for the long ones, such as a fresh clone to serving) and prints a summary. `databases` compares
// SQLite and PostgreSQL when PostgreSQL is installed (or DATABASE_URL names a server), and says it skipped otherwise.
// Exit code 0 even when a target is missed (this is a report); 1 only if a benchmark crashed.
import os from 'node:os';
import { table, type Bench, type Row } from './lib';

const BENCHES: Record<string, () => Promise<{ run: Bench }>> = {
  api: () => import('./api'),
  orders: () => import('./orders'),
  chat: () => import('./chat'),
  lighthouse: () => import('./lighthouse'),
  video: () => import('./video'),
  slideshow: () => import('./slideshow'),
  process: () => import('./process'),
  load: () => import('./load'),
  databases: () => import('./databases'),
};

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const quick = args.includes('--quick');
const full = args.includes('--full');
const unknown = args.filter((a) => a !== '--quick' && a !== '--full' && !a.startsWith('--only='));
if (unknown.length > 0 || (only !== undefined && !(only in BENCHES))) {
  console.error(`Usage: tsx bench/run.ts [--only=${Object.keys(BENCHES).join('|')}] [--quick] [--full]`);
  process.exit(2);
}

console.log(
  `Serenade benchmarks — node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}${quick ? ', --quick' : ''}`,
);
console.log('Figures only: the machine is shared and noisy, so no timing is asserted.');

const summary: string[][] = [['benchmark', 'metric', 'value', 'target', 'met']];
let crashed = 0;
for (const name of only ? [only] : Object.keys(BENCHES)) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  try {
    const { run } = await BENCHES[name]!();
    const rows: Row[] = await run({ quick, full, log: (line) => console.log(line) });
    for (const r of rows) summary.push([name, r.metric, r.value, r.target ?? '', r.met === undefined ? '' : r.met ? 'yes' : 'NO']);
  } catch (err) {
    crashed++;
    console.error(`${name} crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    summary.push([name, 'CRASHED', (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 80), '', '']);
  }
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

console.log('\n== summary ==');
console.log(table(summary));
process.exitCode = crashed > 0 ? 1 : 0;
