// Queries for the staff audit log: one row per action, read newest first with filters and pages.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface NewAuditRow {
  at: string;
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: string | null;
  after: string | null;
  detail: string | null;
}

export async function insertAuditRow(db: Kysely<Database>, row: NewAuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: row.at,
      actor_id: row.actorId,
      actor_label: row.actorLabel,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before_value: row.before,
      after_value: row.after,
      detail: row.detail,
    })
    .execute();
}

export interface AuditFilter {
  action?: string | undefined;
  /** An account id or a label (any case). */
  actor?: string | undefined;
  /** ISO times: from included, before excluded. */
  from?: string | undefined;
  before?: string | undefined;
}

function filtered(db: Kysely<Database>, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.action) q = q.where('action', '=', f.action);
  if (f.actor) {
    const actor = f.actor;
    q = q.where((eb) => eb.or([eb('actor_id', '=', actor), eb(eb.fn('lower', ['actor_label']), '=', actor.toLowerCase())]));
  }
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.before) q = q.where('at', '<', f.before);
  return q;
}

/** Newest first; `offset` rows skipped. */
export async function listAuditRows(db: Kysely<Database>, f: AuditFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
