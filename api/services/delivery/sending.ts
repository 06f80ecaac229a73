// Sending a finished song: the files are stored and the status set to completed in one transaction together
// with a stored job that mails the customer the song page's link (songMail.ts), now or at a scheduled time.
import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { canSendSong, illegalMove, isRevisionPending } from '../../../shared/statusRules';
import { findDeliverable, recordDelivery, type DeliverableRow } from '../../db/deliveries';
import { findJob, insertJob, markJobDone } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { newToken } from '../../ids';
import type { Clock } from '../clock';
import { conflict, invalid, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import type { IncomingFile, Storage } from '../storage';
import { safeFileStem } from '../uploads/fileNames';
import type { UploadedFile } from '../uploads/uploadedFile';
import { lyricsKind, songKind } from '../uploads/sniff';
import { NOT_FOUND, TABLES, type DeliverableKind } from './deliverables';

export const DELIVERY_JOB = 'delivery.send';
/** A send that lost to one made at the same time (two admins, or a double click). */
export const SENT_MEANWHILE = 'This song was just sent by another request. Reload to see the send that went through.';
/** A send that would replace one whose mail is going out (or went out): the customer's link must stay alive. */
export const BEING_MAILED = 'This song is being mailed to the customer right now, so it cannot be replaced. Reload to see it.';

export interface SongSend {
  song: UploadedFile;
  lyrics: UploadedFile | undefined;
  /** The instrumental version (an order's add-on); the caller checks it is sent when bought, and only then. */
  instrumental?: UploadedFile | undefined;
  message: string | null;
  /** A later time for the mail (free songs); undefined sends now. */
  sendAt: Date | undefined;
}

/** The uploads as files to keep (song, lyrics, instrumental: those sent), typed by their bytes and named for the customer's download. */
async function incoming(send: SongSend, recipientName: string): Promise<{ files: IncomingFile[]; hasLyrics: boolean }> {
  const song = await songKind(send.song.tempPath);
  if (!song) throw invalid(ADMIN_MESSAGES.songFileType);
  const files: IncomingFile[] = [
    {
      tempPath: send.song.tempPath,
      contentType: song.mime,
      ext: song.ext,
      downloadName: `${safeFileStem(`Song for ${recipientName}`, 'Your song')}.${song.ext}`,
    },
  ];
  if (send.lyrics) {
    const lyrics = await lyricsKind(send.lyrics.tempPath);
    if (!lyrics) throw invalid(ADMIN_MESSAGES.lyricsFileType);
    files.push({
      tempPath: send.lyrics.tempPath,
      contentType: lyrics.mime,
      ext: lyrics.ext,
      downloadName: `${safeFileStem(`Lyrics for ${recipientName}`, 'Lyrics')}.${lyrics.ext}`,
    });
  }
  if (send.instrumental) {
    const instrumental = await songKind(send.instrumental.tempPath);
    if (!instrumental) throw invalid(ADMIN_MESSAGES.instrumentalFileType, 'instrumentalFile');
    files.push({
      tempPath: send.instrumental.tempPath,
      contentType: instrumental.mime,
      ext: instrumental.ext,
      downloadName: `${safeFileStem(`Instrumental for ${recipientName}`, 'Instrumental')}.${instrumental.ext}`,
    });
  }
  return { files, hasLyrics: Boolean(send.lyrics) };
}

/**
 * Refuses to replace a send whose mail is due, running or sent (its link would die in the customer's inbox);
 * a send still waiting (scheduled, or a failed mail waiting for its retry) has its job cancelled.
 */
async function releaseEarlierSend(trx: Kysely<Database>, row: DeliverableRow, now: string, cancel: boolean): Promise<void> {
  if (row.status !== 'completed' || !row.delivery_token) return;
  const job = await findJob(trx, `delivery:${row.delivery_token}`);
  if (!job) return;
  const waiting = job.done_at === null ? job.run_at > now : job.last_error !== null;
  if (!waiting) throw conflict(BEING_MAILED);
  if (cancel && job.done_at === null) await markJobDone(trx, job.id, now, 'replaced by a later send');
}

const sendable = (row: DeliverableRow) => canSendSong(row.status, isRevisionPending(row.revision_requested_at, row.delivery_created_at));

export function createSongSending(deps: { db: Kysely<Database>; clock: Clock; jobs: JobQueue; storage: Storage }) {
  const { db, clock, storage } = deps;

  return {
    /**
     * Stores the song (and lyrics), sets the status to completed with a new song-page token, replaces an
     * earlier send's files, and stores the mail's job; `within` adds the caller's changes to the same transaction.
     */
    async send(kind: DeliverableKind, id: string, send: SongSend, within?: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
      const table = TABLES[kind];
      const before = await findDeliverable(db, table, { id });
      if (!before) throw notFound(NOT_FOUND[kind]);
      if (!sendable(before)) throw conflict(illegalMove(before.status, 'completed'));
      await releaseEarlierSend(db, before, clock.now().toISOString(), false);
      const { files, hasLyrics } = await incoming(send, before.recipient_name);

      // One atomic step per order: the send that read the row first and commits first wins; any other
      // send that started from the same row finds another token there and is refused (its files removed).
      const replaced = await storage.keep(files, async (trx, kept) => {
        const [song, lyrics, instrumental] = hasLyrics ? kept : [kept[0], undefined, kept[1]];
        const row = await findDeliverable(trx, table, { id });
        if (!row) throw notFound(NOT_FOUND[kind]);
        if (row.delivery_token !== before.delivery_token) throw conflict(SENT_MEANWHILE);
        const now = clock.now().toISOString();
        await releaseEarlierSend(trx, row, now, true);
        const token = newToken();
        const recorded =
          sendable(row) &&
          (await recordDelivery(trx, table, id, row.status, {
            token,
            songMediaId: song!.id,
            lyricsMediaId: lyrics?.id ?? null,
            instrumentalMediaId: instrumental?.id ?? null,
            message: send.message,
            now,
          }));
        if (!recorded) throw conflict(illegalMove(row.status, 'completed'));
        await within?.(trx);
        const runAt = (send.sendAt ?? clock.now()).toISOString();
        await insertJob(trx, {
          kind: DELIVERY_JOB,
          payload: JSON.stringify({ kind, id, token }),
          runAt,
          uniqueKey: `delivery:${token}`,
          now,
        });
        return storage.forget(trx, [row.song_media_id, row.lyrics_media_id, row.instrumental_media_id]);
      });
      await storage.unlink(replaced);
      if (!send.sendAt) void deps.jobs.runDue().catch(() => undefined);
    },
  };
}
