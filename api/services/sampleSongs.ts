// The demo songs customers can listen to, in the order the admin set.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SampleSong } from '../../shared/api-types';
import { listSampleSongs } from '../db/sampleSongs';
import type { Database } from '../db/schema';
import { mediaUrl } from './storage';

export function createSampleSongService(db: Kysely<Database>) {
  // The public list is read far more often than it changes: keep it serialised until a change.
  let cached: { json: string; etag: string } | undefined;

  async function list(): Promise<SampleSong[]> {
    const rows = await listSampleSongs(db);
    return rows.map((r) => ({ id: r.id, title: r.title, genre: r.genre, audioUrl: mediaUrl(r.media_id), duration: r.duration, sortOrder: r.sort_order }));
  }

  return {
    list,
    /** The list as JSON with a validator, computed once per change. */
    async listJson(): Promise<{ json: string; etag: string }> {
      if (!cached) {
        const json = JSON.stringify(await list());
        cached = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      }
      return cached;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type SampleSongService = ReturnType<typeof createSampleSongService>;
