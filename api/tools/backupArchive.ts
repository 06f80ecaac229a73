// Backups of a shop's DATA_DIR: the database through SQLite's online backup (a consistent snapshot while
// the server serves and writes), the uploads its media rows point at, and a manifest to check them by.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationProvider } from '../db/migrations';

export const MANIFEST_FILE = 'manifest.json';
const DB_FILE = 'app.db';
const UPLOADS = 'uploads';
/** Tables whose row counts the manifest records (and restore checks). */
const COUNTED_TABLES = [
  'orders',
  'free_song_submissions',
  'media_files',
  'sample_songs',
  'testimonials',
  'reviews',
  'contact_messages',
  'chat_sessions',
  'chat_messages',
  'generated_videos',
  'push_subscriptions',
  'jobs',
  'shop_profile',
  'refunds',
  'audit_log',
  'lyrics_drafts',
];
/** In a fresh checkout the default ./data holds only this placeholder; it does not make the folder "in use". */
const PLACEHOLDERS = new Set(['.gitkeep']);

export interface BackupFile {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  /** The last migration the database had: a newer backup than this code refuses to restore. */
  migration: string | null;
  database: BackupFile;
  counts: Record<string, number>;
  /** Every file a media row points at, under uploads/. */
  files: BackupFile[];
}

export class BackupError extends Error {}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function describe(file: string, name: string): Promise<BackupFile> {
  const { size } = await fsp.stat(file);
  return { name, size, sha256: await sha256(file) };
}

/** The names in a folder, less placeholders; empty if it does not exist. */
function entries(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (!fs.statSync(dir).isDirectory()) throw new BackupError(`${dir} is not a folder`);
  return fs.readdirSync(dir).filter((name) => !PLACEHOLDERS.has(name));
}

function tableCounts(db: SQLite.Database): Record<string, number> {
  const existing = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  );
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES.filter((t) => existing.has(t)))
    counts[table] = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  return counts;
}

function lastMigration(db: SQLite.Database): string | null {
  try {
    return (db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as { name: string } | undefined)?.name ?? null;
  } catch {
    return null;
  }
}

function integrityCheck(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const result = rows.map((r) => r.integrity_check).join('; ');
    if (result !== 'ok') throw new BackupError(`The database in ${file} fails PRAGMA integrity_check: ${result}`);
  } finally {
    db.close();
  }
}

/** Copies the live database into `target` in one step of the online backup, so the copy is one snapshot. */
async function snapshotDatabase(source: string, target: string): Promise<void> {
  // Read-write mode only so a WAL database opens whether or not the server runs; nothing is written.
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
  } finally {
    db.close();
  }
  // The copy stands alone: one file, no WAL beside it (the server turns WAL back on when it opens it).
  const copy = new SQLite(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

async function attempt(dataDir: string, targetDir: string, now: () => Date): Promise<Manifest | 'file-gone'> {
  const dbCopy = path.join(targetDir, DB_FILE);
  const createdAt = now().toISOString();
  await snapshotDatabase(path.join(dataDir, DB_FILE), dbCopy);

  const db = new SQLite(dbCopy, { readonly: true });
  let stored: Array<{ stored_name: string }>;
  let counts: Record<string, number>;
  let migration: string | null;
  try {
    stored = db.prepare('SELECT stored_name FROM media_files ORDER BY stored_name').all() as Array<{ stored_name: string }>;
    counts = tableCounts(db);
    migration = lastMigration(db);
  } finally {
    db.close();
  }

  // Stored files never change once written, so copying them after the snapshot gives the snapshot's files;
  // one deleted in between means the snapshot can no longer be completed.
  await fsp.mkdir(path.join(targetDir, UPLOADS));
  const files: BackupFile[] = [];
  for (const { stored_name: name } of stored) {
    if (path.basename(name) !== name) throw new BackupError(`media_files names a file outside uploads/: ${name}`);
    const from = path.join(dataDir, UPLOADS, name);
    const to = path.join(targetDir, UPLOADS, name);
    try {
      await fsp.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'file-gone';
      throw err;
    }
    files.push(await describe(to, name));
  }
  return { format: 1, createdAt, migration, database: await describe(dbCopy, DB_FILE), counts, files };
}

/**
 * Writes a backup of `dataDir` into `targetDir`, which must be empty or absent. Safe while the server runs.
 * The manifest is written last: a folder without one is not a finished backup.
 */
export async function createBackup(
  dataDir: string,
  targetDir: string,
  options: { now?: () => Date; attempts?: number } = {},
): Promise<Manifest> {
  const now = options.now ?? (() => new Date());
  if (!fs.existsSync(path.join(dataDir, DB_FILE)))
    throw new BackupError(`No database at ${path.join(dataDir, DB_FILE)}: is DATA_DIR right?`);
  if (entries(targetDir).length > 0) throw new BackupError(`${targetDir} is not empty: a backup goes into a new or empty folder`);
  await fsp.mkdir(targetDir, { recursive: true });

  for (let tries = options.attempts ?? 3; tries > 0; tries--) {
    const manifest = await attempt(dataDir, targetDir, now);
    if (manifest !== 'file-gone') {
      const temp = path.join(targetDir, `${MANIFEST_FILE}.tmp`);
      await fsp.writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
      await fsp.rename(temp, path.join(targetDir, MANIFEST_FILE));
      return manifest;
    }
    // An upload was deleted between the snapshot and its copy: take a new snapshot.
    for (const name of await fsp.readdir(targetDir)) await fsp.rm(path.join(targetDir, name), { recursive: true, force: true });
  }
  throw new BackupError('Uploads kept being deleted while the backup ran; try again when the shop is quieter');
}

async function verifyFile(file: string, expected: BackupFile, what: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${what} ${expected.name} is missing`);
  const actual = await describe(file, expected.name);
  if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
    throw new BackupError(`${what} ${expected.name} does not match the manifest (size or checksum)`);
}

function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupError(`No ${MANIFEST_FILE} in ${backupDir}: not a finished backup`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1 || !manifest.database || !Array.isArray(manifest.files))
    throw new BackupError(`${file} is not a backup manifest this version reads`);
  return manifest;
}

/** Checks a database file and its uploads against a manifest: checksums, integrity, row counts. */
async function verify(dir: string, manifest: Manifest, what: string): Promise<void> {
  await verifyFile(path.join(dir, DB_FILE), manifest.database, `${what}: database`);
  for (const file of manifest.files) {
    if (path.basename(file.name) !== file.name) throw new BackupError(`The manifest names a file outside uploads/: ${file.name}`);
    await verifyFile(path.join(dir, UPLOADS, file.name), file, `${what}: upload`);
  }
  integrityCheck(path.join(dir, DB_FILE));
  const db = new SQLite(path.join(dir, DB_FILE), { readonly: true });
  try {
    const counts = tableCounts(db);
    for (const [table, n] of Object.entries(manifest.counts)) {
      if (counts[table] !== n) throw new BackupError(`${what}: ${table} has ${counts[table] ?? 0} rows, the manifest says ${n}`);
    }
  } finally {
    db.close();
  }
}

/**
 * Puts the backup in `backupDir` into `dataDir`, which must be empty or absent. Checks the backup before
 * copying and the copy afterwards; on any failure what was written is removed again.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<Manifest> {
  const present = entries(dataDir);
  if (present.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): restore only into an empty folder; move the current one aside first`,
    );
  }
  const manifest = readManifest(backupDir);
  const known = await migrationProvider.getMigrations();
  if (manifest.migration !== null && !(manifest.migration in known)) {
    throw new BackupError(
      `The backup's database is at migration ${manifest.migration}, which this version of the shop does not know: restore it with a newer version`,
    );
  }
  await verify(backupDir, manifest, 'Backup');

  await fsp.mkdir(path.join(dataDir, UPLOADS), { recursive: true });
  try {
    await fsp.copyFile(path.join(backupDir, DB_FILE), path.join(dataDir, DB_FILE), fs.constants.COPYFILE_EXCL);
    for (const file of manifest.files)
      await fsp.copyFile(path.join(backupDir, UPLOADS, file.name), path.join(dataDir, UPLOADS, file.name), fs.constants.COPYFILE_EXCL);
    await verify(dataDir, manifest, 'Restored copy');
  } catch (err) {
    for (const name of entries(dataDir)) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
  return manifest;
}
