// Stored files (in DATA_DIR/uploads, or in a bucket with STORAGE_URL), under random names; a request names a
// media row, never a path. Files and the rows that point at them change together: a file is kept only when its
// transaction commits, and removed only after the transaction that dropped its row committed.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { StorageConfig } from '../../config';
import { deleteMedia, findMedia, insertMedia, knownStoredNames } from '../../db/media';
import type { Database, MediaFileRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../ids';
import { endpoints, pathOf } from '../../../shared/api/endpoints';
import type { Clock } from '../clock';
import { createDiskStore } from './disk';
import type { ObjectStore, StoredObjectInfo } from './objectStore';

export type { ObjectStore } from './objectStore';

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

/** A stored file: its row, and its bytes as sendFile reads them. */
export interface StoredFile {
  row: MediaFileRow;
  stat(): Promise<StoredObjectInfo | undefined>;
  open(start: number, end: number): Promise<Readable | undefined>;
}

/** The store STORAGE_URL names: DATA_DIR/uploads when unset, else the bucket (scratch copies in DATA_DIR/incoming). */
export function objectStoreFor(storage: StorageConfig, dataDir: string): ObjectStore {
  if (storage.kind === 'disk') return createDiskStore(path.join(dataDir, 'uploads'));
  return lazyBucketStore(storage, path.join(dataDir, 'incoming'));
}

/**
 * The bucket's store, with the AWS SDK (over 20 MB) loaded on first use rather than at start (./s3 is a chunk
 * of its own in the server bundle), since the store is made before the first request needs it.
 */
function lazyBucketStore(config: Extract<StorageConfig, { kind: 's3' }>, scratchDir: string): ObjectStore {
  let made: Promise<ObjectStore> | undefined;
  const store = () =>
    (made ??= import('./s3').then(({ createS3Client, createS3Store }) =>
      createS3Store({ client: createS3Client(config.endpoint), config, scratchDir }),
    ));
  return {
    location: `s3://${config.bucket}/${config.prefix}`,
    scratchDir,
    moveIn: async (...args) => (await store()).moveIn(...args),
    stat: async (...args) => (await store()).stat(...args),
    read: async (...args) => (await store()).read(...args),
    localFile: async (...args) => (await store()).localFile(...args),
    delete: async (...args) => (await store()).delete(...args),
    removeOrphans: async (...args) => (await store()).removeOrphans(...args),
  };
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

/** The whole file when it has at most `maxBytes` (a text shown on a page); null when bigger or gone. */
async function readSmall(store: ObjectStore, row: MediaFileRow, maxBytes: number): Promise<Buffer | null> {
  const info = await store.stat(row.stored_name);
  if (!info || info.size > maxBytes) return null;
  const stream = await store.read(row.stored_name, { start: 0, end: info.size - 1 });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function createStorage(deps: { db: Kysely<Database>; clock: Clock; store: ObjectStore }) {
  const { db, clock, store } = deps;

  /**
   * Moves the files into storage and runs `work` with their new rows in one transaction (the rows are
   * inserted first, so `work` may point at them). If anything fails, no row and no file is left.
   */
  async function keep<T>(
    files: ReadonlyArray<IncomingFile>,
    work: (trx: Kysely<Database>, rows: MediaFileRow[]) => Promise<T>,
  ): Promise<T> {
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
        await store.moveIn(file.tempPath, row.stored_name, row.content_type);
        rows.push(row);
      }
      return await inTransaction(db, async (trx) => {
        for (const row of rows) await insertMedia(trx, row);
        return work(trx, rows);
      });
    } catch (err) {
      await Promise.all(rows.map((row) => store.delete(row.stored_name).catch(() => undefined)));
      throw err;
    }
  }

  /**
   * Removes the files of rows already deleted. The change is committed: a bucket that cannot be reached now
   * leaves an orphan for the sweep at a later start rather than failing a request that succeeded.
   */
  async function unlink(rows: ReadonlyArray<MediaFileRow>): Promise<void> {
    await Promise.all(rows.map((row) => store.delete(row.stored_name).catch(() => undefined)));
  }

  return {
    /** Where the files are, for log lines: the uploads folder, or s3://bucket/prefix. */
    location: store.location,
    keep,

    /** Copies a file the server made itself (seed audio) into storage. */
    async importFile(sourcePath: string, contentType: string, originalName: string | null): Promise<MediaFileRow> {
      await fs.mkdir(store.scratchDir, { recursive: true });
      const temp = path.join(store.scratchDir, `.import-${newId()}`);
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
      if (!row) return undefined;
      return {
        row,
        stat: () => store.stat(row.stored_name),
        open: (start, end) => store.read(row.stored_name, { start, end }),
      };
    },

    readSmall: (row: MediaFileRow, maxBytes: number): Promise<Buffer | null> => readSmall(store, row, maxBytes),

    /** A local file with the row's bytes for ffmpeg (see ObjectStore.localFile: `workDir` is the caller's to remove). */
    localFile(row: MediaFileRow, workDir: string): Promise<string> {
      return store.localFile(row.stored_name, workDir);
    },

    forget,
    unlink,

    /**
     * At start, before any request: removes files no row points at, left by a server killed between storing a
     * file and committing its row (or between deleting a row and its file). Answers how many.
     */
    async removeOrphans(): Promise<number> {
      return store.removeOrphans((names) => knownStoredNames(db, names), clock.now());
    },

    async remove(id: string): Promise<void> {
      const rows = await inTransaction(db, (trx) => forget(trx, [id]));
      await unlink(rows);
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

export function mediaUrl(id: string): string {
  return pathOf(endpoints.media, { id });
}

export function mediaDownloadUrl(id: string): string {
  return `${mediaUrl(id)}?download=1`;
}
