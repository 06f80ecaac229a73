// The demo songs customers can listen to, in the order the admin set: the public list, and the admin's
// add (MP3/WAV by their bytes, duration read from the file), reorder and delete. Every change bumps the
// list's version, so the public route's cached copy is renewed and /api/sample-songs and the home page show it at once.
import type { Kysely } from 'kysely';
import type { SampleSong } from '../../shared/api-types';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import {
  deleteSampleSong,
  findSampleSong,
  listDemoSampleSongIds,
  insertSampleSong,
  listSampleSongs,
  nextSampleSortOrder,
  renumberSampleSongs,
} from '../db/sampleSongs';
import type { Database, MediaFileRow } from '../db/schema';
import { invalid, notFound } from './errors';
import { newId } from '../ids';
import type { Clock } from './clock';
import { mediaUrl, type Storage } from './storage';
import { safeFileStem } from './uploads/fileNames';
import { audioDuration, sampleAudioKind } from './uploads/sniff';
import { inTransaction } from '../db/transaction';

export const SAMPLE_NOT_FOUND = 'Sample song not found';

type Row = Awaited<ReturnType<typeof listSampleSongs>>[number];
const toSampleSong = (r: Row): SampleSong => ({
  id: r.id,
  title: r.title,
  genre: r.genre,
  audioUrl: mediaUrl(r.media_id),
  duration: r.duration,
  sortOrder: r.sort_order,
  demo: r.demo === 1,
});

type SampleSongDeps = { db: Kysely<Database>; storage: Storage; clock: Clock };

/** An upload checked to be MP3 or WAV by its bytes, its duration read, stored with its row at the end of the list. */
async function storeUpload({ storage, clock }: SampleSongDeps, fields: { title: string; genre: string }, upload: { tempPath: string }) {
  const kind = await sampleAudioKind(upload.tempPath);
  if (!kind) throw invalid(ADMIN_MESSAGES.sampleAudioType, 'audioFile');
  const duration = await audioDuration(upload.tempPath);
  if (duration === undefined) throw invalid(ADMIN_MESSAGES.sampleAudioType, 'audioFile');
  const file = {
    tempPath: upload.tempPath,
    contentType: kind.mime,
    ext: kind.ext,
    downloadName: `${safeFileStem(fields.title, 'Sample song')}.${kind.ext}`,
  };
  return storage.keep([file], async (trx, [media]) => {
    const row = {
      id: newId(),
      title: fields.title,
      genre: fields.genre,
      media_id: media!.id,
      duration,
      sort_order: await nextSampleSortOrder(trx),
      created_at: clock.now().toISOString(),
      // An uploaded song is the shop's own.
      demo: 0,
    };
    await insertSampleSong(trx, row);
    return row;
  });
}

/** Deletes the songs and their media rows in the caller's transaction; answers the files to unlink once it commits. */
async function forgetSongs(storage: Storage, trx: Kysely<Database>, ids: readonly string[]): Promise<MediaFileRow[]> {
  const files: MediaFileRow[] = [];
  for (const id of ids) {
    const song = await findSampleSong(trx, id);
    if (!song) continue;
    await deleteSampleSong(trx, id);
    files.push(...(await storage.forget(trx, [song.media_id])));
  }
  return files;
}

export function createSampleSongService(deps: SampleSongDeps) {
  const { db, storage } = deps;
  // Counts changes, so a reader keeping a copy of the list (the public route, compressed) knows when to renew it.
  let changes = 0;

  async function list(): Promise<SampleSong[]> {
    return (await listSampleSongs(db)).map(toSampleSong);
  }

  function invalidate() {
    changes += 1;
  }

  return {
    list,
    invalidate,
    /** Changes whenever the list does. */
    version: () => changes,

    /** Stores an uploaded song at the end of the list; the temp file is moved into storage or left for the caller to remove. */
    async add(fields: { title: string; genre: string }, upload: { tempPath: string }): Promise<SampleSong> {
      const song = await storeUpload(deps, fields, upload);
      invalidate();
      return toSampleSong(song);
    },

    /** Moves a song to a 0-based position (past the end means last) and numbers all songs 0..n-1. */
    async move(id: string, position: number): Promise<SampleSong[]> {
      await inTransaction(db, async (trx) => {
        const ids = (await listSampleSongs(trx)).map((r) => r.id);
        const from = ids.indexOf(id);
        if (from < 0) throw notFound(SAMPLE_NOT_FOUND);
        ids.splice(from, 1);
        ids.splice(Math.min(position, ids.length), 0, id);
        await renumberSampleSongs(trx, ids);
      });
      invalidate();
      return list();
    },

    /** Deletes the song and its audio file. */
    async remove(id: string): Promise<void> {
      const files = await inTransaction(db, async (trx) => {
        if (!(await findSampleSong(trx, id))) throw notFound(SAMPLE_NOT_FOUND);
        return forgetSongs(storage, trx, [id]);
      });
      invalidate();
      await storage.unlink(files);
    },

    /**
     * Deletes every demo song in the caller's transaction (a step of "Remove demo content"). Answers how many and
     * a `done` to call once the transaction committed: it unlinks their audio files and renews the list.
     */
    async removeDemoWithin(trx: Kysely<Database>): Promise<{ removed: number; done: () => Promise<void> }> {
      const ids = await listDemoSampleSongIds(trx);
      const files = await forgetSongs(storage, trx, ids);
      return {
        removed: ids.length,
        done: async () => {
          if (ids.length) invalidate();
          await storage.unlink(files);
        },
      };
    },
  };
}

export type SampleSongService = ReturnType<typeof createSampleSongService>;
