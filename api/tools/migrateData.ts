// `npm run migrate-data -- --from sqlite:./data/app.db --to postgres://…` moves a shop to another database:
// every table copied in one transaction, the row counts compared, nothing written into a target that already
// holds a shop. `--storage` also copies DATA_DIR/uploads into the bucket STORAGE_URL names.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type DatabaseTarget, type Db } from '../db/connect';
import { copyTables, countRows, dataAlreadyIn, unknownTables } from '../db/copyTables';
import { DataDirInUseError } from '../db/sqliteOwner';

const USAGE = 'Usage: npm run migrate-data -- --from sqlite:./data/app.db --to postgres://user:password@host:5432/db [--storage]';

export class Refusal extends Error {}

export interface MigrateArguments {
  from: DatabaseTarget;
  to: DatabaseTarget;
  storage: boolean;
}

/** `sqlite:<file>` or a postgres:// URL. */
export function parseTarget(value: string | undefined, name: string): DatabaseTarget {
  if (!value) throw new Refusal(`${name} is missing. ${USAGE}`);
  if (/^postgres(ql)?:\/\//.test(value)) return { url: value };
  if (value.startsWith('sqlite:') && value.length > 'sqlite:'.length) return { file: path.resolve(value.slice('sqlite:'.length)) };
  throw new Refusal(`${name} must be sqlite:<file> or a postgres:// URL, not "${value}".`);
}

export function parseArguments(args: string[]): MigrateArguments {
  const values: Record<string, string | undefined> = {};
  let storage = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') continue;
    if (arg === '--storage') storage = true;
    else if (arg === '--from' || arg === '--to') values[arg] = args[++i];
    else if (/^--(from|to)=/.test(arg)) values[arg.slice(0, arg.indexOf('='))] = arg.slice(arg.indexOf('=') + 1);
    else throw new Refusal(`Unknown argument ${arg}. ${USAGE}`);
  }
  const from = parseTarget(values['--from'], '--from');
  const to = parseTarget(values['--to'], '--to');
  if (JSON.stringify(from) === JSON.stringify(to)) throw new Refusal('--from and --to name the same database.');
  return { from, to, storage };
}

/** A target as it may be printed: a URL without its password. */
export function shown(target: DatabaseTarget): string {
  if ('file' in target) return `sqlite:${path.relative(process.cwd(), target.file) || target.file}`;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString();
}

async function openSource(target: DatabaseTarget): Promise<Db> {
  if ('file' in target && !fs.existsSync(target.file)) throw new Refusal(`There is no database at ${shown(target)}.`);
  try {
    // As the server opens it: a shop still running on this SQLite file would change it during the copy.
    return await openDatabase(target, { server: true });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new Refusal(`Stop the shop first: a server is running on ${shown(target)}.`);
    throw err;
  }
}

/** Copies the shop, telling `log` each table's rows and the total. */
export async function migrateData(args: MigrateArguments, log: (line: string) => void): Promise<void> {
  const source = await openSource(args.from);
  let target: Db | undefined;
  try {
    const unknown = await unknownTables(source.kysely);
    if (unknown.length)
      throw new Refusal(`${shown(args.from)} has tables this version does not know (${unknown.join(', ')}): update the shop first.`);
    target = await openDatabase(args.to);
    const present = await dataAlreadyIn(target.kysely);
    if (present)
      throw new Refusal(
        `${shown(args.to)} already holds a shop's data (${present.rows} rows in ${present.table}): migrate-data copies only into an empty database.`,
      );

    log(`Copying ${shown(args.from)} to ${shown(args.to)}…`);
    const copied = await copyTables(source.kysely, target.kysely, (table, rows) => log(`  ${table}: ${rows}`));
    const [expected, found] = [await countRows(source.kysely), await countRows(target.kysely)];
    const differing = Object.keys(expected).filter((table) => expected[table] !== found[table] || copied[table] !== expected[table]);
    if (differing.length)
      throw new Error(
        `Row counts differ after the copy: ${differing.map((t) => `${t} (source ${expected[t]}, target ${found[t]})`).join(', ')}.`,
      );
    const total = Object.values(copied).reduce((sum, n) => sum + n, 0);
    log(`Copied ${total} rows in ${Object.keys(copied).length} tables; every table's row count matches the source.`);
  } finally {
    await target?.close();
    await source.close();
  }
}

async function main() {
  const envFile = path.join(process.cwd(), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const args = parseArguments(process.argv.slice(2));
  const config = loadConfig(process.env, process.cwd());
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (args.storage && config.storage.kind !== 's3')
    throw new Refusal('--storage copies the uploads into the bucket STORAGE_URL names: set STORAGE_URL.');
  await migrateData(args, log);
  if (args.storage) {
    const uploadsDir = 'file' in args.from ? path.join(path.dirname(args.from.file), 'uploads') : path.join(config.dataDir, 'uploads');
    const { copyUploadsToBucket } = await import('../services/storage/copyToBucket');
    const copied = await copyUploadsToBucket(uploadsDir, config.storage);
    log(`Copied ${copied} uploads from ${uploadsDir} to the bucket.`);
  }
  log(`Start the shop on it with DATABASE_URL set to the target${args.storage ? ' and STORAGE_URL to the bucket' : ''}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    const known = err instanceof Refusal || err instanceof ConfigError;
    process.stderr.write(
      `${known ? (err as Error).message : `migrate-data failed: ${err instanceof Error ? err.message : String(err)}`}\n`,
    );
    process.exit(1);
  });
}
