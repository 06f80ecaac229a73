// One server per SQLite file: a second process on the same DATA_DIR would share the file without sharing the
// server's memory (live chat, its job claims), so it is refused at start. The lock is the operating system's,
// held by a small SQLite file of its own, and goes with the process however it ends (a kill -9 included).
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class DataDirInUseError extends Error {}

/** Holds the lock on the database file's directory until the answered function is called. */
export function ownSqliteFile(file: string): () => void {
  const lock = new SQLite(path.join(path.dirname(file), 'server.lock'));
  try {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    // In exclusive locking mode the first write transaction's lock is kept until the connection closes.
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS owner (pid INTEGER, started_at TEXT)');
    lock.exec('DELETE FROM owner');
    lock.prepare('INSERT INTO owner VALUES (?, ?)').run(process.pid, new Date().toISOString());
    lock.exec('COMMIT');
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
    throw new DataDirInUseError(
      `Another server is already running on ${path.dirname(file)}: SQLite serves one process. Stop it first, give this one ` +
        'a DATA_DIR of its own, or run several processes on PostgreSQL (DATABASE_URL).',
    );
  }
  return () => lock.close();
}
