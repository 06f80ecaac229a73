// The audit log (issue 26, item 8): every staff action recorded once by the service that does it, with who
// (from the request, see actor.ts), when, what, and the value before and after; read by the owner with filters.
import type { Kysely } from 'kysely';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '../../../shared/audit';
import { insertAuditRow, listAuditRows } from '../../db/auditLog';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { invalid } from '../errors';
import { currentActor } from './actor';

export interface AuditRecord {
  action: AuditAction;
  target?: { type: string; id: string } | undefined;
  before?: unknown;
  after?: unknown;
  detail?: string | undefined;
  /** Who, when the request names no one yet (a sign-in); otherwise the request's actor. */
  actor?: AuditActor | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parsed = (value: string | null): unknown => (value === null ? null : (JSON.parse(value) as unknown));

function dayStart(value: string, field: string): Date {
  const at = new Date(`${value}T00:00:00.000Z`);
  if (!DAY.test(value) || Number.isNaN(at.getTime())) throw invalid(`${field} must be a date like 2026-08-05`, field);
  return at;
}

export function createAuditLog(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** Records one action; inside the caller's transaction when given one, so the action and its record stand or fall together. */
    async record(entry: AuditRecord, trx: Kysely<Database> = db): Promise<void> {
      const actor = entry.actor ?? currentActor();
      await insertAuditRow(trx, {
        at: clock.now().toISOString(),
        actorId: actor.id,
        actorLabel: actor.label,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        before: json(entry.before),
        after: json(entry.after),
        detail: entry.detail ?? null,
      });
    },

    async list(query: AuditQuery): Promise<AuditPage> {
      if (query.action && !(AUDIT_ACTIONS as readonly string[]).includes(query.action)) throw invalid('Unknown action', 'action');
      const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw invalid('page must be a whole number from 1', 'page');
      const from = query.from ? dayStart(query.from, 'from') : undefined;
      const to = query.to ? dayStart(query.to, 'to') : undefined;
      if (from && to && to < from) throw invalid('The end date comes before the start date', 'to');
      const before = to && new Date(to.getTime() + 86_400_000);
      const { rows, total } = await listAuditRows(
        db,
        {
          action: query.action || undefined,
          actor: query.actor?.trim() || undefined,
          from: from?.toISOString(),
          before: before?.toISOString(),
        },
        AUDIT_PAGE_SIZE,
        (page - 1) * AUDIT_PAGE_SIZE,
      );
      const entries: AuditEntry[] = rows.map((r) => ({
        id: Number(r.id),
        at: r.at,
        actor: { id: r.actor_id, label: r.actor_label },
        action: r.action as AuditAction,
        target: r.target_type && r.target_id ? { type: r.target_type, id: r.target_id } : null,
        before: parsed(r.before_value),
        after: parsed(r.after_value),
        detail: r.detail,
      }));
      return { entries, page, pageSize: AUDIT_PAGE_SIZE, total };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
