// Files under DATA_DIR/uploads, stored under random names; a request names a media row, never a path.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { deleteMedia, findMedia, insertMedia } from '../db/media';
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

export interface StoredFile {
  row: MediaFileRow;
  path: string;
}

export function createStorage(deps: { db: Kysely<Database>; uploadsDir: string; clock: Clock }) {
  const { db, uploadsDir, clock } = deps;

  async function remember(tempPath: string, contentType: string, originalName: string | null): Promise<MediaFileRow> {
    const id = newId();
    const storedName = `${newId()}.${EXTENSIONS[contentType] ?? 'bin'}`;
    const finalPath = path.join(uploadsDir, storedName);
    const { size } = await fs.stat(tempPath);
    await fs.rename(tempPath, finalPath);
    const row: MediaFileRow = { id, stored_name: storedName, content_type: contentType, size, original_name: originalName, created_at: clock.now().toISOString() };
    try {
      await insertMedia(db, row);
    } catch (err) {
      await fs.rm(finalPath, { force: true });
      throw err;
    }
    return row;
  }

  return {
    uploadsDir,

    /** Copies a file the server made itself (seed audio) into storage. */
    async importFile(sourcePath: string, contentType: string, originalName: string | null): Promise<MediaFileRow> {
      await fs.mkdir(uploadsDir, { recursive: true });
      const temp = path.join(uploadsDir, `.import-${newId()}`);
      await fs.copyFile(sourcePath, temp);
      try {
        return await remember(temp, contentType, originalName);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async find(id: string): Promise<StoredFile | undefined> {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
      const row = await findMedia(db, id);
      return row ? { row, path: path.join(uploadsDir, row.stored_name) } : undefined;
    },

    async remove(id: string): Promise<void> {
      const row = await findMedia(db, id);
      if (!row) return;
      await deleteMedia(db, id);
      await fs.rm(path.join(uploadsDir, row.stored_name), { force: true });
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

export function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}
