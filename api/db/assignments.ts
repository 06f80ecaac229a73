// Queries for who an order or a free song is assigned to (issue 26): every change is conditional on what the
// caller saw, so of two racing changes one wins and the other is told.
import type { Kysely } from 'kysely';
import type { DeliverableTable } from './deliveries';
import type { Database } from './schema';

// The columns both tables share are typed once, against `orders`: the other table has the same ones.
const work = (table: DeliverableTable) => table as 'orders';

const UNASSIGNED = { assignee_id: null, assigned_at: null, accept_by: null, assignment_accepted_at: null } as const;

export async function findAssignment(db: Kysely<Database>, table: DeliverableTable, id: string) {
  return db
    .selectFrom(work(table))
    .select(['id', 'assignee_id', 'assigned_at', 'accept_by', 'assignment_accepted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The assignments of the rows named: one query for a whole list. */
export async function findAssignments(db: Kysely<Database>, table: DeliverableTable, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom(work(table))
    .select(['id', 'assignee_id', 'assigned_at', 'accept_by', 'assignment_accepted_at'])
    .where('id', 'in', ids)
    .execute();
}

/** Assigns (or, null, unassigns) if the assignee is still `expected`; answers whether it did. */
export async function setAssignee(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  to: { assigneeId: string; assignedAt: string; acceptBy: string } | null,
  expected: string | null,
  now: string,
): Promise<boolean> {
  const values = to
    ? { assignee_id: to.assigneeId, assigned_at: to.assignedAt, accept_by: to.acceptBy, assignment_accepted_at: null }
    : UNASSIGNED;
  const result = await db
    .updateTable(work(table))
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('assignee_id', expected === null ? 'is' : '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The assignee accepts, once. */
export async function acceptAssignment(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  staffId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(work(table))
    .set({ assignment_accepted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('assignee_id', '=', staffId)
    .where('assignment_accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unassigns this very assignment (the one given at `assignedAt`), if it was not accepted: the accept window's end. */
export async function expireAssignment(
  db: Kysely<Database>,
  table: DeliverableTable,
  id: string,
  assigneeId: string,
  assignedAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(work(table))
    .set({ ...UNASSIGNED, updated_at: now })
    .where('id', '=', id)
    .where('assignee_id', '=', assigneeId)
    .where('assigned_at', '=', assignedAt)
    .where('assignment_accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Everything assigned to the account goes back to unassigned (it was disabled or deleted). */
export async function releaseAssignmentsOf(db: Kysely<Database>, staffId: string, now: string): Promise<void> {
  for (const table of ['orders', 'free_song_submissions'] as const)
    await db
      .updateTable(work(table))
      .set({ ...UNASSIGNED, updated_at: now })
      .where('assignee_id', '=', staffId)
      .execute();
}

/** Names of the accounts named, by id (the e-mail when no name was given). */
export async function staffNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('staff_accounts').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}
