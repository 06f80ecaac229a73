// The production board (issue 26): paid orders and approved free songs as cards, sorted by due time, and a card
// moved between the stages staff choose (Brief, Lyrics, Recording, Quality check). Delivered comes only from
// sending the song; the spec's statuses are never changed here.
import type { Kysely } from 'kysely';
import type { Board, BoardCard, BoardStage, MovableStage } from '../../../shared/desk';
import { DESK_MESSAGES } from '../../../shared/desk';
import { displayReference } from '../../../shared/pricing';
import { findBoardFreeSong, findBoardOrder, listBoardFreeSongs, listBoardOrders, setStage, type BoardRow } from '../../db/desk';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import { NOT_FOUND, TABLES, type DeliverableKind } from '../delivery/deliverables';
import { conflict, notFound } from '../errors';
import { dueAt, type DuePromise } from './dueTimes';
import { boardStage, FREE_SONG_WORK_STATUSES } from './stages';

/** Delivered cards stay on the board this long after their song was sent. */
export const DELIVERED_SHOWN_MS = 7 * 24 * 3_600_000;
export const OPEN_ORDER_STATUSES: readonly string[] = ['pending', 'approved', 'in_progress'];

/** A card's promise: its start, its hours, and the minutes it moved while the buyer was asked about the lyrics. */
export const boardPromise = (row: BoardRow): DuePromise => ({
  startedAt: row.started_at,
  hours: row.delivery_hours,
  shiftMinutes: row.due_shift_minutes,
});

export function boardCard(kind: DeliverableKind, row: BoardRow): BoardCard {
  return {
    kind,
    id: row.id,
    displayId: displayReference(row.id),
    recipientName: row.recipient_name,
    occasion: row.occasion,
    genre: row.genre,
    status: row.status,
    stage: boardStage(row),
    rushDelivery: row.rush_delivery === 1,
    dueAt: dueAt(boardPromise(row)),
    deliveredAt: row.delivered_at,
  };
}

/** Soonest due first; work without a due time after, then by reference so the order is stable. */
function byDueTime(a: BoardCard, b: BoardCard): number {
  if (a.dueAt !== b.dueAt) return a.dueAt === null ? 1 : b.dueAt === null ? -1 : a.dueAt < b.dueAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

type WorkRow = BoardRow & { payment_status?: string };

/** Work the shop is making and has not sent (a paid order, an approved free song): its stage; undefined otherwise. */
export function movableOrUndefined(kind: DeliverableKind, row: WorkRow): BoardStage | undefined {
  const open =
    kind === 'order'
      ? row.payment_status === 'paid' && OPEN_ORDER_STATUSES.includes(row.status)
      : FREE_SONG_WORK_STATUSES.includes(row.status);
  return open ? boardStage(row) : undefined;
}

/** A card staff may move by hand (the refusal says why not). */
function movable(kind: DeliverableKind, row: WorkRow | undefined): WorkRow {
  if (!row) throw notFound(NOT_FOUND[kind]);
  if (!movableOrUndefined(kind, row)) throw conflict(DESK_MESSAGES.notOnBoard, 'stage');
  return row;
}

export function createBoard(deps: { db: Kysely<Database>; clock: Clock; audit: Pick<AuditLog, 'record'> }) {
  const { db, clock } = deps;
  const find = (trx: Kysely<Database>, kind: DeliverableKind, id: string) =>
    kind === 'order' ? findBoardOrder(trx, id) : findBoardFreeSong(trx, id);

  return {
    async board(): Promise<Board> {
      const now = clock.now();
      const since = new Date(now.getTime() - DELIVERED_SHOWN_MS).toISOString();
      const orders = (await listBoardOrders(db, since)).map((row) => boardCard('order', row));
      const freeSongs = (await listBoardFreeSongs(db, since)).map((row) => boardCard('freeSong', row));
      return { cards: [...orders, ...freeSongs].sort(byDueTime), now: now.toISOString() };
    },

    /** Moves a card to another stage; its status stays. Answers the card as it is now. */
    async moveStage(kind: DeliverableKind, id: string, stage: MovableStage): Promise<BoardCard> {
      return inTransaction(db, async (trx) => {
        const row = movable(kind, await find(trx, kind, id));
        const moved = await setStage(trx, TABLES[kind], { id, status: row.status, stage, now: clock.now().toISOString() });
        if (!moved) throw conflict(DESK_MESSAGES.notOnBoard, 'stage');
        const target = { type: kind === 'order' ? 'order' : 'free_song', id };
        await deps.audit.record({ action: 'work.stage', target, before: boardCard(kind, row).stage, after: stage }, trx);
        return boardCard(kind, { ...row, stage });
      });
    },
  };
}

export type ProductionBoard = ReturnType<typeof createBoard>;
