// The demo songs customers can listen to, in the order the admin set.
import type { Kysely } from 'kysely';
import type { SampleSong } from '../../shared/api-types';
import { listSampleSongs } from '../db/sampleSongs';
import { encodeBody, type EncodedBody } from '../http/encoded';
import type { Database } from '../db/schema';
import { mediaUrl } from './storage';

export function createSampleSongService(db: Kysely<Database>) {
  // The public list is read far more often than it changes: keep it serialised and compressed until a change.
  let cached: EncodedBody | undefined;

  async function list(): Promise<SampleSong[]> {
    const rows = await listSampleSongs(db);
    return rows.map((r) => ({ id: r.id, title: r.title, genre: r.genre, audioUrl: mediaUrl(r.media_id), duration: r.duration, sortOrder: r.sort_order }));
  }

  return {
    list,
    /** The list as JSON, compressed, with a validator: computed once per change. */
    async listEncoded(): Promise<EncodedBody> {
      cached ??= encodeBody(Buffer.from(JSON.stringify(await list())));
      return cached;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type SampleSongService = ReturnType<typeof createSampleSongService>;
