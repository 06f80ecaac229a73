// Alerts before a promise breaks (issue 26): when work becomes the shop's (an order paid, a free song approved),
// three stored jobs are stored in the same transaction, each once (a unique key per work and alert kind): an
// hour later, if still assigned to nobody and in Brief (an owner working alone who has started it is not told);
// two hours before the due time, if not yet in quality check; at the due time, if not yet sent. Each job, when
// due, checks again and tells the owner by mail (once-key, capped) and by push to every admin device (once per
// device), and the musician it is assigned to by mail (once), so a restart or a retry never alerts twice, and
// sent, rejected or refunded work raises nothing. While lyrics wait for the buyer's approval the due-time alerts do
// not hold (the clock is paused); when the answer moves the due time, two more jobs are stored for the new times
// (their own unique keys), whose mail and push keep the alert's once-key: nothing is ever sent twice.
import type { Kysely } from 'kysely';
import { DUE_SOON_MS, STAGE_LABELS, UNSTARTED_AFTER_MS } from '../../../shared/desk';
import { displayReference } from '../../../shared/pricing';
import { findBoardFreeSong, findBoardOrder } from '../../db/desk';
import { findStaff } from '../../db/staff';
import { insertJob } from '../../db/jobs';
import { hasWaitingDraft } from '../../db/lyricsDrafts';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { DeliverableKind } from '../delivery/deliverables';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from '../mail/outgoing';
import { deskAlert, deskAlertHeadline, type DeskAlertInput, type DeskAlertKind } from '../mail/templates/deskAlert';
import type { ShopProfile } from '../../../shared/shopProfile';
import type { PushPayload } from '../../../shared/schemas/push';
import { boardPromise, movableOrUndefined } from './board';
import { dueDate, type DuePromise } from './dueTimes';
import { reached } from './stages';

export const DESK_ALERT_JOB = 'desk.alert';
const ALERTS: readonly DeskAlertKind[] = ['unstarted', 'due-soon', 'overdue'];

export const alertKey = (kind: DeliverableKind, id: string, alert: DeskAlertKind) => `desk-alert:${kind}:${id}:${alert}`;

/** When each alert is looked at: an hour after the start, two hours before the due time (not before the start), at the due time. */
export function alertTimes(promise: DuePromise): Record<DeskAlertKind, Date> | undefined {
  const due = dueDate(promise);
  if (!due || !promise.startedAt) return undefined;
  const start = Date.parse(promise.startedAt);
  return {
    unstarted: new Date(start + UNSTARTED_AFTER_MS),
    'due-soon': new Date(Math.max(start, due.getTime() - DUE_SOON_MS)),
    overdue: due,
  };
}

/** Stores the three alert jobs of work that has just become the shop's, in the caller's transaction: once each. */
export async function scheduleDeskAlerts(trx: Kysely<Database>, kind: DeliverableKind, id: string, promise: DuePromise, now: string) {
  const times = alertTimes(promise);
  if (!times) return;
  for (const alert of ALERTS)
    await insertJob(trx, {
      kind: DESK_ALERT_JOB,
      payload: JSON.stringify({ kind, id, alert }),
      runAt: times[alert].toISOString(),
      uniqueKey: alertKey(kind, id, alert),
      now,
    });
}

/** Stores the due-soon and overdue jobs of an order whose due time just moved, in the caller's transaction: once per new due time. */
export async function rescheduleDueAlerts(trx: Kysely<Database>, kind: DeliverableKind, id: string, promise: DuePromise, now: string) {
  const times = alertTimes(promise);
  if (!times) return;
  const dueIso = times.overdue.toISOString();
  for (const alert of ['due-soon', 'overdue'] as const)
    await insertJob(trx, {
      kind: DESK_ALERT_JOB,
      payload: JSON.stringify({ kind, id, alert }),
      runAt: times[alert].toISOString(),
      uniqueKey: `${alertKey(kind, id, alert)}:${dueIso}`,
      now,
    });
}

function alertRef(payload: unknown): { kind: DeliverableKind; id: string; alert: DeskAlertKind } | undefined {
  const p = payload as { kind?: unknown; id?: unknown; alert?: unknown } | null;
  if (!p || (p.kind !== 'order' && p.kind !== 'freeSong') || typeof p.id !== 'string') return undefined;
  if (!ALERTS.includes(p.alert as DeskAlertKind)) return undefined;
  return { kind: p.kind, id: p.id, alert: p.alert as DeskAlertKind };
}

/** "Thu, 15 Jan 2026, 12:00 (Europe/Paris)": the due moment in the shop's own time zone. */
export function formatDue(due: Date, timeZone: string): string {
  try {
    const text = due.toLocaleString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    return `${text} (${timeZone})`;
  } catch {
    return `${due.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

export function createDeskAlerts(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  /** Queues a push to every admin device, at most once per device for `key`; throws if it could not be queued. */
  pushToAdminsOnce: (payload: PushPayload, key: string) => Promise<void>;
  shop: () => Promise<ShopProfile>;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, clock, mail } = deps;

  /** Whether the alert still holds now: the work is open and the condition it watches is true. */
  function holds(alert: DeskAlertKind, stage: ReturnType<typeof movableOrUndefined>, due: Date, assigneeId: string | null): boolean {
    if (!stage) return false;
    const now = clock.now().getTime();
    if (alert === 'unstarted') return assigneeId === null && !reached(stage, 'lyrics');
    if (alert === 'due-soon') return now >= due.getTime() - DUE_SOON_MS && !reached(stage, 'quality_check');
    return now >= due.getTime();
  }

  return {
    /** Job: one alert of one piece of work, if it still holds; mail first (its once-key makes a retry safe), then the push. */
    async send(payload: unknown): Promise<void> {
      const ref = alertRef(payload);
      if (!ref) return;
      const row = ref.kind === 'order' ? await findBoardOrder(db, ref.id) : await findBoardFreeSong(db, ref.id);
      const due = row && dueDate(boardPromise(row));
      if (!row || !due) return;
      const stage = movableOrUndefined(ref.kind, row);
      if (!stage || !holds(ref.alert, stage, due, row.assignee_id)) return;
      // The buyer is reading the lyrics: the due time is not running, so nothing is due soon or overdue.
      if (ref.alert !== 'unstarted' && ref.kind === 'order' && (await hasWaitingDraft(db, ref.id))) return;
      const key = alertKey(ref.kind, ref.id, ref.alert);
      const input: DeskAlertInput = {
        alert: ref.alert,
        reference: displayReference(row.id),
        kind: ref.kind === 'order' ? 'order' : 'free song',
        recipientName: row.recipient_name,
        occasion: row.occasion,
        rushDelivery: row.rush_delivery === 1,
        stageLabel: STAGE_LABELS[stage],
        due: formatDue(due, (await deps.shop()).timeZone),
        boardUrl: `${deps.publicUrl}/admin?tab=board`,
      };
      await mail.sendOnce(key, deskAlert(configuredAddress(deps.adminEmail), input), { recipient: 'admin', cap: ADMIN_NOTICE_CAP });
      // The musician who makes it hears of it too (an enabled account; an owner's own alert above is enough).
      const assignee = row.assignee_id ? await findStaff(db, row.assignee_id) : undefined;
      if (assignee && !assignee.disabled_at && assignee.role === 'musician')
        await mail.sendOnce(`${key}:assignee`, deskAlert({ name: assignee.name, address: assignee.email }, input), {
          recipient: 'admin',
          cap: ADMIN_NOTICE_CAP,
        });
      await deps.pushToAdminsOnce(
        {
          title: deskAlertHeadline(input),
          body: `${input.occasion} song for ${input.recipientName} · ${input.stageLabel}`,
          url: '/admin?tab=board',
          tag: key,
        },
        key,
      );
    },
  };
}

export type DeskAlerts = ReturnType<typeof createDeskAlerts>;
