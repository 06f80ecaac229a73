// The song page (/song/{token}): the delivery a token names, among orders and free songs, and what the page shows.
import type { Kysely } from 'kysely';
import type { SongView } from '../../../shared/admin-api-types';
import { findDeliverable, type DeliverableRow } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { Slideshows } from '../slideshow/slideshows';
import { mediaDownloadUrl, mediaUrl, type Storage } from '../storage';
import { plainLyrics } from '../video/slideshowPlan';
import { LYRICS_TEXT_MAX_BYTES, lyricsTextOf } from '../uploads/sniff';
import { TABLES, type DeliverableKind } from './deliverables';

export const SONG_NOT_FOUND = 'Song not found';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const songPageUrl = (publicUrl: string, token: string) => `${publicUrl}/song/${token}`;

/** The current delivery this token names; undefined for a token that could not be one or names none. */
export async function findByToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ kind: DeliverableKind; row: DeliverableRow } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  for (const kind of ['order', 'freeSong'] as const) {
    const row = await findDeliverable(db, TABLES[kind], { token });
    if (row) return { kind, row };
  }
  return undefined;
}

export function createSongPage(deps: {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** The order's photo slideshow video, on the song page and an opened gift's page. */
  slideshows?: Pick<Slideshows, 'forSongPage'>;
}) {
  const { db, clock, storage } = deps;

  return {
    /** What /song/{token} shows; undefined for a token that names no current delivery. */
    async view(token: string): Promise<SongView | undefined> {
      const found = await findByToken(db, token);
      const row = found?.row;
      const songId = row?.song_media_id;
      if (!row || !songId) return undefined;
      const lyricsIsText = row.lyrics_type?.startsWith('text/plain') ?? false;
      const lyricsFile = lyricsIsText && row.lyrics_media_id ? await storage.find(row.lyrics_media_id) : undefined;
      const lyricsText = lyricsFile ? lyricsTextOf(await storage.readSmall(lyricsFile.row, LYRICS_TEXT_MAX_BYTES).catch(() => null)) : null;
      const slideshow = found.kind === 'order' && deps.slideshows ? await deps.slideshows.forSongPage(row.id) : null;
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
        instrumentalUrl: row.instrumental_media_id ? mediaUrl(row.instrumental_media_id) : null,
        instrumentalDownloadUrl: row.instrumental_media_id ? mediaDownloadUrl(row.instrumental_media_id) : null,
        // Times the musicians wrote for the slideshow's captions ([mm:ss] tags) are not shown.
        lyricsText: lyricsText === null ? null : plainLyrics(lyricsText),
        deliveredAt: row.delivered_at ?? row.delivery_created_at ?? clock.now().toISOString(),
        revision: { requested: row.revision_requested_at !== null, requestedAt: row.revision_requested_at },
        ...(slideshow ? { slideshow } : {}),
      };
    },
  };
}
