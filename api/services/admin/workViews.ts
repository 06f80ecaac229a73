// What a signed-in person sees of the work (issue 26, item 2): anyone but a musician all of it; a musician only what
// is assigned to them, without the customer's e-mail and the gift recipient's contact (nor the gift's page link,
// which opens the song). Every admin view of an order or a free song also names who it is assigned to.
import type { Kysely } from 'kysely';
import type { AssignmentFields } from '../../../shared/admin-api-types';
import type { BoardCard } from '../../../shared/desk';
import { STAFF_MESSAGES } from '../../../shared/schemas/staff';
import { findAssignment, findAssignments, staffNames } from '../../db/assignments';
import type { DeliverableTable } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import { forbidden } from '../errors';
import type { AuthenticatedAdmin } from './auth';

/** A row's assignment columns, as every admin view of work has them. */
interface AssignedRow {
  id: string;
  assignee_id: string | null;
  accept_by: string | null;
  assignment_accepted_at: string | null;
}

type WorkView = AssignmentFields & { id: string; email: string };

/** Whether the signed-in person may work on this: anyone but a musician, and a musician on their own work. */
function mayWorkOn(viewer: AuthenticatedAdmin, row: Pick<AssignedRow, 'assignee_id'>): boolean {
  return viewer.role !== 'musician' || (viewer.staffId !== null && row.assignee_id === viewer.staffId);
}

/**
 * An order as a musician sees it: no amounts (the price, what each add-on cost, refunds and what the guarantee
 * gave). The spec's `price` stays a number (0, with `paymentHidden`); whether it is paid stays, since only paid work
 * is theirs; the tip stays too: it is the musicians' own.
 */
function withoutMoney<V extends WorkView>(view: V): V {
  if (!('price' in view)) return view;
  const {
    refunds: _refunds,
    refundedCents: _refunded,
    guarantee: _guarantee,
    ...rest
  } = view as V & {
    refunds?: unknown;
    refundedCents?: unknown;
    guarantee?: unknown;
  };
  const addOns = (view as { addOns?: { priceCents: number }[] }).addOns;
  return {
    ...rest,
    price: 0,
    paymentHidden: true,
    ...(addOns ? { addOns: addOns.map((addOn) => ({ ...addOn, priceCents: 0 })) } : {}),
  } as unknown as V;
}

export function createWorkViews(db: Kysely<Database>) {
  /** The views as the signed-in person may see them, with who each is assigned to. */
  async function shown<V extends WorkView>(viewer: AuthenticatedAdmin, table: DeliverableTable, views: V[]): Promise<V[]> {
    const rows = await findAssignments(
      db,
      table,
      views.map((view) => view.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const names = await staffNames(db, [...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])))]);
    return views.flatMap((view) => {
      const row = byId.get(view.id);
      if (!row || !mayWorkOn(viewer, row)) return [];
      const assigned: V = {
        ...view,
        assigneeId: row.assignee_id,
        assigneeName: row.assignee_id ? (names.get(row.assignee_id) ?? null) : null,
        assignmentAcceptedAt: row.assignment_accepted_at,
        acceptBy: row.assignee_id && !row.assignment_accepted_at ? row.accept_by : null,
      };
      if (viewer.role !== 'musician') return [assigned];
      // The gift's page link opens the song for anyone: not a musician's either.
      const { gift, ...rest } = assigned as V & { gift?: object };
      return [
        withoutMoney({
          ...rest,
          email: '',
          contactHidden: true,
          ...(gift ? { gift: { ...gift, recipientEmail: null, giftPageUrl: null } } : {}),
        } as V),
      ];
    });
  }

  /** The board's cards as the signed-in person may see them (a musician: their own), each with who makes it. */
  async function cardsShown(viewer: AuthenticatedAdmin, cards: BoardCard[]): Promise<BoardCard[]> {
    const tableOf = (card: BoardCard): DeliverableTable => (card.kind === 'order' ? 'orders' : 'free_song_submissions');
    const rows = new Map<string, Pick<AssignedRow, 'assignee_id'>>();
    for (const table of ['orders', 'free_song_submissions'] as const) {
      const ids = cards.filter((card) => tableOf(card) === table).map((card) => card.id);
      for (const row of await findAssignments(db, table, ids)) rows.set(`${table}:${row.id}`, row);
    }
    const names = await staffNames(db, [...new Set([...rows.values()].flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])))]);
    return cards.flatMap((card) => {
      const row = rows.get(`${tableOf(card)}:${card.id}`);
      if (!row || !mayWorkOn(viewer, row)) return [];
      const assignee = row.assignee_id ? { id: row.assignee_id, name: names.get(row.assignee_id) ?? '' } : null;
      return [{ ...card, assignee }];
    });
  }

  return {
    shown,
    cardsShown,

    /** One view as the signed-in person may see it (a musician's own work only: else 403). */
    async shownOne<V extends WorkView>(viewer: AuthenticatedAdmin, table: DeliverableTable, view: V): Promise<V> {
      const [one] = await shown(viewer, table, [view]);
      if (!one) throw forbidden(STAFF_MESSAGES.notAssignedToYou);
      return one;
    },

    /** Refuses a musician's action on work not assigned to them. */
    async checkMayWorkOn(viewer: AuthenticatedAdmin, table: DeliverableTable, id: string): Promise<void> {
      if (viewer.role !== 'musician') return;
      const row = await findAssignment(db, table, id);
      if (row && !mayWorkOn(viewer, row)) throw forbidden(STAFF_MESSAGES.notAssignedToYou);
    },
  };
}

export type WorkViews = ReturnType<typeof createWorkViews>;
