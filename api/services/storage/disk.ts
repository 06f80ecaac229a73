// Stored files in DATA_DIR/uploads: a move into the folder is a rename, so a file is either whole or absent.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './objectStore';

export function createDiskStore(uploadsDir: string): ObjectStore {
  const fileOf = (name: string) => path.join(uploadsDir, name);
  return {
    location: uploadsDir,
    scratchDir: uploadsDir,

    async moveIn(localPath, name) {
      await fsp.mkdir(uploadsDir, { recursive: true });
      await fsp.rename(localPath, fileOf(name));
    },

    async stat(name) {
      const stat = await fsp.stat(fileOf(name)).catch(() => undefined);
      return stat?.isFile() ? { size: stat.size, mtime: stat.mtime } : undefined;
    },

    async read(name, { start, end }) {
      return fs.createReadStream(fileOf(name), { start, end });
    },

    async localFile(name) {
      return fileOf(name);
    },

    async delete(name) {
      await fsp.rm(fileOf(name), { force: true });
    },

    /**
     * At start, before any request: everything in the folder no row names goes (files left by a server killed
     * between moving a file in and committing its row, `.import-` copies); this process is the folder's only user.
     */
    async removeOrphans(known) {
      const names = await fsp.readdir(uploadsDir).catch(() => [] as string[]);
      const kept = await known(names);
      const orphans = names.filter((name) => !kept.has(name));
      await Promise.all(orphans.map((name) => fsp.rm(fileOf(name), { recursive: true, force: true })));
      return orphans.length;
    },
  };
}
