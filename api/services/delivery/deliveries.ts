// Delivering a finished song (orders and free-song submissions alike): the files are stored and the
// status set to completed in one transaction together with a stored job that mails the customer the
// song page's link, now or at a scheduled time; the status becomes delivered once that mail is sent.
// Also the song page itself (by its token) and the customer's one revision request.
import type { Kysely } from 'kysely';
import type { SongView } from '../../../shared/admin-api-types';
import { displayReference } from '../../../shared/pricing';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { canSendSong, illegalMove, isRevisionPending } from '../../../shared/statusRules';
import {
  findDeliverable,
  markDelivered,
  recordDelivery,
  recordRevision,
  type DeliverableRow,
  type DeliverableTable,
} from '../../db/deliveries';
import { findJob, insertJob, markJobDone } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { UploadedFile } from '../uploads/uploadedFile';
import { newToken } from '../../ids';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from '../mail/outgoing';
import type { PushNotifier } from '../push/notifier';
import { songReadyPush } from '../push/triggers';
import { revisionNotice } from '../mail/templates/revisionNotice';
import { songDelivered } from '../mail/templates/songDelivered';
import { mediaDownloadUrl, mediaUrl, type IncomingFile, type Storage } from '../storage';
import { safeFileStem } from '../uploads/fileNames';
import { LYRICS_TEXT_MAX_BYTES, lyricsKind, lyricsTextOf, songKind } from '../uploads/sniff';
import { inTransaction } from '../../db/transaction';

export const DELIVERY_JOB = 'delivery.send';
export const REVISION_NOTICE_JOB = 'delivery.revision-notice';

export type DeliverableKind = 'order' | 'freeSong';
export const TABLES: Record<DeliverableKind, DeliverableTable> = { order: 'orders', freeSong: 'free_song_submissions' };
export const NOT_FOUND: Record<DeliverableKind, string> = { order: 'Order not found', freeSong: 'Submission not found' };
export const SONG_NOT_FOUND = 'Song not found';
/** A send that lost to one made at the same time (two admins, or a double click). */
export const SENT_MEANWHILE = 'This song was just sent by another request. Reload to see the send that went through.';
/** A send that would replace one whose mail is going out (or went out): the customer's link must stay alive. */
export const BEING_MAILED = 'This song is being mailed to the customer right now, so it cannot be replaced. Reload to see it.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SongSend {
  song: UploadedFile;
  lyrics: UploadedFile | undefined;
  message: string | null;
  /** A later time for the mail (free songs); undefined sends now. */
  sendAt: Date | undefined;
}

interface JobRef {
  kind: DeliverableKind;
  id: string;
  token?: string;
}

function jobRef(payload: unknown): JobRef | undefined {
  const p = payload as Partial<JobRef> | null;
  if (!p || (p.kind !== 'order' && p.kind !== 'freeSong') || typeof p.id !== 'string') return undefined;
  return { kind: p.kind, id: p.id, ...(typeof p.token === 'string' ? { token: p.token } : {}) };
}

export function createDeliveryService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  storage: Storage;
  push: PushNotifier;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, clock, jobs, mail, storage } = deps;
  const songPageUrl = (token: string) => `${deps.publicUrl}/song/${token}`;
  const reactionPageUrl = (submissionId: string) => `${deps.publicUrl}/video-reaction/${submissionId}`;
  const runSoon = () => void jobs.runDue().catch(() => undefined);

  async function incoming(send: SongSend, recipientName: string): Promise<IncomingFile[]> {
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
    return files;
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

  async function findByToken(token: string): Promise<{ kind: DeliverableKind; row: DeliverableRow } | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    for (const kind of ['order', 'freeSong'] as const) {
      const row = await findDeliverable(db, TABLES[kind], { token });
      if (row) return { kind, row };
    }
    return undefined;
  }

  return {
    songPageUrl,

    /**
     * Stores the song (and lyrics), sets the status to completed with a new song-page token, replaces an
     * earlier send's files, and stores the mail's job; `within` adds the caller's changes to the same transaction.
     */
    async send(kind: DeliverableKind, id: string, send: SongSend, within?: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
      const table = TABLES[kind];
      const before = await findDeliverable(db, table, { id });
      if (!before) throw notFound(NOT_FOUND[kind]);
      const sendable = (row: typeof before) =>
        canSendSong(row.status, isRevisionPending(row.revision_requested_at, row.delivery_created_at));
      if (!sendable(before)) throw conflict(illegalMove(before.status, 'completed'));
      await releaseEarlierSend(db, before, clock.now().toISOString(), false);
      const files = await incoming(send, before.recipient_name);

      // One atomic step per order: the send that read the row first and commits first wins; any other
      // send that started from the same row finds another token there and is refused (its files removed).
      const replaced = await storage.keep(files, async (trx, [song, lyrics]) => {
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
        return storage.forget(trx, [row.song_media_id, row.lyrics_media_id]);
      });
      await storage.unlink(replaced);
      if (!send.sendAt) runSoon();
    },

    /** Job: the song-page mail, unless this send was replaced or the status moved on; then delivered, and a push to the customer's devices. */
    async deliver(payload: unknown): Promise<void> {
      const ref = jobRef(payload);
      if (!ref?.token) return;
      const row = await findDeliverable(db, TABLES[ref.kind], { id: ref.id });
      if (!row || row.delivery_token !== ref.token || row.status !== 'completed') return;
      await mail.sendOnce(
        `delivery:${ref.token}`,
        songDelivered(
          { name: row.customer_name ?? '', address: row.email },
          {
            customerName: row.customer_name,
            recipientName: row.recipient_name,
            occasion: row.occasion,
            songPageUrl: songPageUrl(ref.token),
            message: row.delivery_message,
            reactionUrl: ref.kind === 'freeSong' ? reactionPageUrl(ref.id) : null,
          },
        ),
        { recipient: 'essential' },
      );
      // Only the call that marks it delivered pushes: a retried job never notifies twice.
      if (await markDelivered(db, TABLES[ref.kind], ref.id, ref.token, clock.now().toISOString())) {
        await deps.push.toOwner(
          { kind: ref.kind === 'order' ? 'order' : 'free_song', id: ref.id },
          songReadyPush(row.recipient_name, ref.token),
        );
      }
    },

    /** What /song/{token} shows; undefined for a token that names no current delivery. */
    async view(token: string): Promise<SongView | undefined> {
      const row = (await findByToken(token))?.row;
      const songId = row?.song_media_id;
      if (!row || !songId) return undefined;
      const lyricsIsText = row.lyrics_type?.startsWith('text/plain') ?? false;
      const lyricsFile = lyricsIsText && row.lyrics_media_id ? await storage.find(row.lyrics_media_id) : undefined;
      return {
        recipientName: row.recipient_name,
        occasion: row.occasion,
        fromName: row.customer_name,
        dedication: row.dedication,
        message: row.delivery_message,
        songUrl: mediaUrl(songId),
        songDownloadUrl: mediaDownloadUrl(songId),
        lyricsUrl: row.lyrics_media_id ? mediaUrl(row.lyrics_media_id) : null,
        lyricsDownloadUrl: row.lyrics_media_id ? mediaDownloadUrl(row.lyrics_media_id) : null,
        lyricsType: row.lyrics_type,
        lyricsText: lyricsFile ? lyricsTextOf(await storage.readSmall(lyricsFile.row, LYRICS_TEXT_MAX_BYTES).catch(() => null)) : null,
        deliveredAt: row.delivered_at ?? row.delivery_created_at ?? clock.now().toISOString(),
        revision: { requested: row.revision_requested_at !== null, requestedAt: row.revision_requested_at },
      };
    },

    /** The customer's one free revision: recorded, and the admin mailed (a stored job). */
    async requestRevision(token: string, note: string): Promise<{ requestedAt: string }> {
      const found = await findByToken(token);
      if (!found?.row.song_media_id) throw notFound(SONG_NOT_FOUND);
      const { kind, row } = found;
      const requestedAt = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        if (!(await recordRevision(trx, TABLES[kind], row.id, note, requestedAt))) throw conflict(ADMIN_MESSAGES.revisionTwice);
        const payload = JSON.stringify({ kind, id: row.id });
        await insertJob(trx, {
          kind: REVISION_NOTICE_JOB,
          payload,
          runAt: requestedAt,
          uniqueKey: `revision:${kind}:${row.id}`,
          now: requestedAt,
        });
      });
      runSoon();
      return { requestedAt };
    },

    /** Job: tells the admin about a revision request, once. */
    async sendRevisionNotice(payload: unknown): Promise<void> {
      const ref = jobRef(payload);
      const row = ref && (await findDeliverable(db, TABLES[ref.kind], { id: ref.id }));
      if (!ref || !row?.revision_note || !row.delivery_token) return;
      await mail.sendOnce(
        `revision:${ref.kind}:${ref.id}`,
        revisionNotice(configuredAddress(deps.adminEmail), {
          reference: displayReference(row.id),
          kind: ref.kind === 'order' ? 'order' : 'free song',
          customerName: row.customer_name,
          email: row.email,
          recipientName: row.recipient_name,
          note: row.revision_note,
          songPageUrl: songPageUrl(row.delivery_token),
        }),
        { recipient: 'admin', cap: ADMIN_NOTICE_CAP },
      );
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
