// Queries of the production desk (issue 26): the board's cards (paid orders and approved free songs with their
// promise), a card's stage, a free song's approval stamp, and what an alert job reads of its work.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

const OPEN_ORDER = ['pending', 'approved', 'in_progress'];
const OPEN_FREE_SONG = ['approved', 'in_progress'];
const SENT = ['completed', 'delivered', 'reaction_received'];

/** What a card is made of, the same for both kinds. */
export interface BoardRow {
  id: string;
  recipient_name: string;
  occasion: string;
  genre: string;
  status: string;
  stage: string | null;
  rush_delivery: number;
  started_at: string | null;
  delivery_hours: number | null;
  delivered_at: string | null;
  delivery_created_at: string | null;
  /** Who makes it (staff accounts); null: nobody yet. */
  assignee_id: string | null;
  /** Minutes the due time moved while the buyer was asked about the lyrics (orders; 0 for free songs). */
  due_shift_minutes: number;
}

const SHARED = [
  'id',
  'recipient_name',
  'occasion',
  'genre',
  'status',
  'stage',
  'delivery_hours',
  'delivered_at',
  'delivery_created_at',
  'assignee_id',
] as const;

/** Orders as cards: the promise starts at payment. */
const selectOrders = (db: Kysely<Database>) =>
  db.selectFrom('orders').select([...SHARED, 'rush_delivery', 'paid_at as started_at', 'payment_status', 'due_shift_minutes']);

/** Free songs as cards: the promise starts at approval; none is rushed. */
const selectFreeSongs = (db: Kysely<Database>) =>
  db.selectFrom('free_song_submissions').select([...SHARED, 'approved_at as started_at', sql<number>`0`.as('due_shift_minutes')]);

/** Paid orders not rejected: open, or sent since `sentSince`. */
export async function listBoardOrders(db: Kysely<Database>, sentSince: string): Promise<BoardRow[]> {
  return selectOrders(db)
    .where('payment_status', '=', 'paid')
    .where((eb) => eb.or([eb('status', 'in', OPEN_ORDER), eb.and([eb('status', 'in', SENT), eb('delivery_created_at', '>=', sentSince)])]))
    .execute();
}

/** Approved free songs: being made, or sent since `sentSince`. */
export async function listBoardFreeSongs(db: Kysely<Database>, sentSince: string): Promise<BoardRow[]> {
  const rows = await selectFreeSongs(db)
    .where((eb) =>
      eb.or([eb('status', 'in', OPEN_FREE_SONG), eb.and([eb('status', 'in', SENT), eb('delivery_created_at', '>=', sentSince)])]),
    )
    .execute();
  return rows.map((r) => ({ ...r, rush_delivery: 0 }));
}

/** One order as the board and its alerts read it; undefined for an unknown id. */
export async function findBoardOrder(db: Kysely<Database>, id: string): Promise<(BoardRow & { payment_status: string }) | undefined> {
  return selectOrders(db).where('id', '=', id).executeTakeFirst();
}

export async function findBoardFreeSong(db: Kysely<Database>, id: string): Promise<BoardRow | undefined> {
  const row = await selectFreeSongs(db).where('id', '=', id).executeTakeFirst();
  return row && { ...row, rush_delivery: 0 };
}

/** Moves the card, if its status is still `status` (read in the same transaction). */
export async function setStage(
  db: Kysely<Database>,
  table: 'orders' | 'free_song_submissions',
  move: { id: string; status: string; stage: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ stage: move.stage, updated_at: move.now })
    .where('id', '=', move.id)
    .where('status', '=', move.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stamps a free song's approval and the hours promised then, once: answers whether this call stamped it. */
export async function stampApproval(db: Kysely<Database>, id: string, at: string, hours: number): Promise<boolean> {
  const result = await db
    .updateTable('free_song_submissions')
    .set({ approved_at: at, delivery_hours: hours })
    .where('id', '=', id)
    .where('approved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
