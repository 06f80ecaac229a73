// Files under DATA_DIR/uploads, stored under random names; a request names a media row, never a path.
// Files and the rows that point at them change together: a file is kept only when its transaction
// commits, and removed from disk only after the transaction that dropped its row committed.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { deleteMedia, findMedia, insertMedia, knownStoredNames } from '../db/media';
import type { Database, MediaFileRow } from '../db/schema';
import { newId } from '../ids';
import type { Clock } from './clock';

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'audio/webm': 'webm',
};

/** A file on disk that is not stored yet (an upload in DATA_DIR/incoming, or a file the server made). */
export interface IncomingFile {
  tempPath: string;
  contentType: string;
  /** Extension of the stored name (from the sniffed type). */
  ext: string;
  /** The name offered when the file is downloaded. */
  downloadName: string | null;
}

export interface StoredFile {
  row: MediaFileRow;
  path: string;
}

export function createStorage(deps: { db: Kysely<Database>; uploadsDir: string; clock: Clock }) {
  const { db, uploadsDir, clock } = deps;
  const fileOf = (row: MediaFileRow) => path.join(uploadsDir, row.stored_name);

  /**
   * Moves the files into storage and runs `work` with their new rows in one transaction (the rows are
   * inserted first, so `work` may point at them). If anything fails, no row and no file is left.
   */
  async function keep<T>(
    files: ReadonlyArray<IncomingFile>,
    work: (trx: Kysely<Database>, rows: MediaFileRow[]) => Promise<T>,
  ): Promise<T> {
    await fs.mkdir(uploadsDir, { recursive: true });
    const rows: MediaFileRow[] = [];
    try {
      for (const file of files) {
        const { size } = await fs.stat(file.tempPath);
        const row: MediaFileRow = {
          id: newId(),
          stored_name: `${newId()}.${file.ext}`,
          content_type: file.contentType,
          size,
          original_name: file.downloadName,
          created_at: clock.now().toISOString(),
        };
        await fs.rename(file.tempPath, fileOf(row));
        rows.push(row);
      }
      return await db.transaction().execute(async (trx) => {
        for (const row of rows) await insertMedia(trx, row);
        return work(trx, rows);
      });
    } catch (err) {
      await Promise.all(rows.map((row) => fs.rm(fileOf(row), { force: true })));
      throw err;
    }
  }

  /**
   * Inside the caller's transaction: deletes these media rows (the rows pointing at them must be gone or
   * changed first) and answers them, for `unlink` once the transaction committed.
   */
  async function forget(trx: Kysely<Database>, ids: ReadonlyArray<string | null | undefined>): Promise<MediaFileRow[]> {
    const rows: MediaFileRow[] = [];
    for (const id of ids) {
      const row = id ? await findMedia(trx, id) : undefined;
      if (!row) continue;
      await deleteMedia(trx, row.id);
      rows.push(row);
    }
    return rows;
  }

  /** Removes the files of rows already deleted. */
  async function unlink(rows: ReadonlyArray<MediaFileRow>): Promise<void> {
    await Promise.all(rows.map((row) => fs.rm(fileOf(row), { force: true })));
  }

  return {
    uploadsDir,
    keep,

    /** Copies a file the server made itself (seed audio) into storage. */
    async importFile(sourcePath: string, contentType: string, originalName: string | null): Promise<MediaFileRow> {
      await fs.mkdir(uploadsDir, { recursive: true });
      const temp = path.join(uploadsDir, `.import-${newId()}`);
      await fs.copyFile(sourcePath, temp);
      try {
        const file = { tempPath: temp, contentType, ext: EXTENSIONS[contentType] ?? 'bin', downloadName: originalName };
        return await keep([file], async (_trx, [row]) => row!);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },

    async find(id: string): Promise<StoredFile | undefined> {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
      const row = await findMedia(db, id);
      return row ? { row, path: fileOf(row) } : undefined;
    },

    forget,
    unlink,

    /**
     * At start, before any request: removes files no row points at, left by a server killed between moving a
     * file in and committing its row (or between deleting a row and its file). Answers how many.
     */
    async removeOrphans(): Promise<number> {
      const names = await fs.readdir(uploadsDir).catch(() => [] as string[]);
      const known = await knownStoredNames(db, names);
      const orphans = names.filter((name) => !known.has(name));
      await Promise.all(orphans.map((name) => fs.rm(path.join(uploadsDir, name), { recursive: true, force: true })));
      return orphans.length;
    },

    async remove(id: string): Promise<void> {
      const rows = await db.transaction().execute((trx) => forget(trx, [id]));
      await unlink(rows);
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

export function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}

export function mediaDownloadUrl(id: string): string {
  return `/api/media/${id}?download=1`;
}
