// Queries for what orders and free-song submissions have in common: their status, the admin's notes,
// the delivered song (files, message, the song page's token) and the one revision request. The columns
// have the same names on both tables, so each query names the table it works on.
import { sql, type Kysely } from 'kysely';
import type { Database, DeliveryColumns } from './schema';

export type DeliverableTable = 'orders' | 'free_song_submissions';

export interface DeliverableRow extends DeliveryColumns {
  id: string;
  status: string;
  email: string;
  recipient_name: string;
  occasion: string;
  /** The customer's own name (orders: optional; free songs: the applicant). */
  customer_name: string | null;
  /** The buyer's own words for the recipient (orders only). */
  dedication: string | null;
  song_type: string | null;
  lyrics_type: string | null;
}

// The columns both tables share are typed once, against `orders`: the other table has the same ones.
const on = (db: Kysely<Database>, table: DeliverableTable) => ({ db, table: table as 'orders' });

export async function findDeliverable(
  db: Kysely<Database>,
  table: DeliverableTable,
  where: { id: string } | { token: string },
): Promise<DeliverableRow | undefined> {
  const q = on(db, table);
  const nameColumn = table === 'orders' ? 'customer_name' : 'name';
  let query = q.db
    .selectFrom(`${q.table} as t`)
    .leftJoin('media_files as song', 'song.id', 't.song_media_id')
    .leftJoin('media_files as lyrics', 'lyrics.id', 't.lyrics_media_id')
    .select([
      't.id',
      't.status',
      't.email',
      't.recipient_name',
      't.occasion',
      `t.${nameColumn as 'customer_name'} as customer_name`,
      table === 'orders' ? 't.dedication' : sql<string | null>`null`.as('dedication'),
      't.admin_notes',
      't.delivery_token',
      't.song_media_id',
      't.lyrics_media_id',
      't.instrumental_media_id',
      't.delivery_message',
      't.delivery_created_at',
      't.delivered_at',
      't.revision_note',
      't.revision_requested_at',
      'song.content_type as song_type',
      'lyrics.content_type as lyrics_type',
    ]);
  query = 'id' in where ? query.where('t.id', '=', where.id) : query.where('t.delivery_token', '=', where.token);
  return query.executeTakeFirst();
}

/** Moves the status only if it is still `from`: of two racing changes, one wins. */
export async function moveStatus(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  from: string,
  to: string,
  now: string,
): Promise<boolean> {
  const q = on(db, table);
  const r = await q.db
    .updateTable(q.table)
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The status as stored now (inside a transaction: as no other change can make it meanwhile). */
export async function readStatus(db: Kysely<Database>, table: DeliverableTable, id: string): Promise<string | undefined> {
  const q = on(db, table);
  const row = await q.db.selectFrom(q.table).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

export async function setAdminNotes(db: Kysely<Database>, table: DeliverableTable, id: string, notes: string | null, now: string) {
  const q = on(db, table);
  await q.db.updateTable(q.table).set({ admin_notes: notes, updated_at: now }).where('id', '=', id).execute();
}

export interface NewDelivery {
  token: string;
  songMediaId: string;
  lyricsMediaId: string | null;
  instrumentalMediaId: string | null;
  message: string | null;
  now: string;
}

/** Records a send (status completed, a new token, new files, no delivery time yet) if the status is still `from`. */
export async function recordDelivery(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  from: string,
  d: NewDelivery,
): Promise<boolean> {
  const q = on(db, table);
  const r = await q.db
    .updateTable(q.table)
    .set({
      status: 'completed',
      delivery_token: d.token,
      song_media_id: d.songMediaId,
      lyrics_media_id: d.lyricsMediaId,
      instrumental_media_id: d.instrumentalMediaId,
      delivery_message: d.message,
      delivery_created_at: d.now,
      delivered_at: null,
      updated_at: d.now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** After the mail went out: delivered, if this send is still the current one and nobody moved the status meanwhile. */
export async function markDelivered(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  token: string,
  now: string,
): Promise<boolean> {
  const q = on(db, table);
  const r = await q.db
    .updateTable(q.table)
    .set({ status: 'delivered', delivered_at: now, updated_at: now })
    .where('id', '=', id)
    .where('delivery_token', '=', token)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The customer's one revision request: answers false when one was made before. */
export async function recordRevision(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  note: string,
  now: string,
): Promise<boolean> {
  const q = on(db, table);
  const r = await q.db
    .updateTable(q.table)
    .set({ revision_note: note, revision_requested_at: now, updated_at: now })
    .where('id', '=', id)
    .where('revision_requested_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function deleteDeliverable(db: Kysely<Database>, table: DeliverableTable, id: string) {
  const q = on(db, table);
  await q.db.deleteFrom(q.table).where('id', '=', id).execute();
}
