// Queries for orders as the admin area sees them: paid (and refunded) orders only, with their files' types.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

function selectPaidWithFileTypes(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('media_files as song', 'song.id', 'o.song_media_id')
    .leftJoin('media_files as lyrics', 'lyrics.id', 'o.lyrics_media_id')
    .selectAll('o')
    .select(['song.content_type as song_type', 'lyrics.content_type as lyrics_type'])
    .where('o.payment_status', 'in', ['paid', 'refunded']);
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>[number];

/** Newest first. */
export async function listAdminOrders(db: Kysely<Database>) {
  return selectPaidWithFileTypes(db).orderBy('o.created_at', 'desc').orderBy('o.id').execute();
}

/** A paid or refunded order; an unpaid one is not the admin's (yet). */
export async function findAdminOrder(db: Kysely<Database>, id: string) {
  return selectPaidWithFileTypes(db).where('o.id', '=', id).executeTakeFirst();
}
