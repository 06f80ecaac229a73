// Who makes each order and free song (issue 26, items 2–3): the owner assigns work to a musician (a conditional
// update: with `expectedAssigneeId`, a change made meanwhile by another owner is a 409); the musician accepts it or
// hands it back within the owner's time (Settings, 2 hours unless changed); unaccepted by then, a stored job (run
// once, surviving restarts) returns it to unassigned and tells the owner by mail and push. A musician sees and
// works on only what is assigned to them (workViews.ts).
import type { Kysely } from 'kysely';
import { displayReference } from '../../../shared/pricing';
import { STAFF_MESSAGES } from '../../../shared/schemas/staff';
import { acceptAssignment, expireAssignment, findAssignment, releaseAssignmentsOf, setAssignee, staffNames } from '../../db/assignments';
import { findAdminOrder } from '../../db/adminOrders';
import type { DeliverableTable } from '../../db/deliveries';
import { findFreeSongSubmission } from '../../db/freeSongSubmissions';
import type { Database } from '../../db/schema';
import { findStaff } from '../../db/staff';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import { NOT_FOUND } from '../delivery/deliverables';
import { conflict, forbidden, invalid, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from '../mail/outgoing';
import { assignmentReturned } from '../mail/templates/assignmentReturned';
import type { PushNotifier } from '../push';
import type { SettingsService } from '../settings';
import type { AuthenticatedAdmin } from './auth';

export const ASSIGNMENT_EXPIRY_JOB = 'assignment-expiry';

interface ExpiryPayload {
  table: DeliverableTable;
  id: string;
  assigneeId: string;
  assignedAt: string;
}

interface AssignmentDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  push: Pick<PushNotifier, 'toAdmins'>;
  settings: Pick<SettingsService, 'acceptHours'>;
  adminEmail: string;
  publicUrl: string;
  audit: Pick<AuditLog, 'record'>;
}

/** The audit log's name for a piece of work. */
const auditTarget = (table: DeliverableTable, id: string) => ({ type: table === 'orders' ? 'order' : 'free_song', id });

/** The audit log's entry for a change of assignee: who before and after, by name. */
async function assignRecord(db: Kysely<Database>, table: DeliverableTable, id: string, from: string | null, to: string | null) {
  const names = await staffNames(
    db,
    [from, to].filter((staffId): staffId is string => staffId !== null),
  );
  const named = (staffId: string | null) => (staffId === null ? null : (names.get(staffId) ?? staffId));
  return { action: 'work.assign' as const, target: auditTarget(table, id), before: named(from), after: named(to) };
}

const what = (table: DeliverableTable, id: string) => `${table === 'orders' ? 'Order' : 'Free song'} ${displayReference(id)}`;

export function createAssignments(deps: AssignmentDeps) {
  const { db, clock } = deps;

  /** Tells the owner that work is unassigned again (mail once per assignment, and a push to the admin devices). */
  async function tellOwner(
    table: DeliverableTable,
    id: string,
    musicianId: string,
    assignedAt: string,
    reason: 'not accepted in time' | 'handed back',
  ) {
    const musician = (await staffNames(db, [musicianId])).get(musicianId) ?? 'The musician';
    const subject = what(table, id);
    const mail = assignmentReturned(configuredAddress(deps.adminEmail), {
      what: subject,
      musician,
      reason,
      adminUrl: `${deps.publicUrl}/admin?tab=orders`,
    });
    await deps.mail.deliver(`assignment-returned:${table}:${id}:${assignedAt}`, mail, { recipient: 'admin', cap: ADMIN_NOTICE_CAP });
    await deps.push.toAdmins({
      title: `${subject} is unassigned again`,
      body: `${musician}: ${reason}`,
      url: '/admin?tab=orders',
      tag: `assignment-${id}`,
    });
  }

  /** The work's assignment, if the work exists (a paid order, a submission); else 404. */
  async function assignmentOf(table: DeliverableTable, id: string) {
    // An order is the admin's once paid; a free song once submitted.
    const exists = table === 'orders' ? await findAdminOrder(db, id) : await findFreeSongSubmission(db, id);
    const row = exists ? await findAssignment(db, table, id) : undefined;
    if (!row) throw notFound(table === 'orders' ? NOT_FOUND.order : NOT_FOUND.freeSong);
    return row;
  }

  return {
    /**
     * The owner assigns (`assigneeId`) or unassigns (null). The assignee must be an enabled musician (else 400).
     * With `expected` (who the owner saw it assigned to), a change made meanwhile is refused with a 409.
     */
    async assign(table: DeliverableTable, id: string, assigneeId: string | null, expected: string | null | undefined): Promise<void> {
      const current = await assignmentOf(table, id);
      if (assigneeId !== null) {
        const account = await findStaff(db, assigneeId);
        if (!account) throw invalid(STAFF_MESSAGES.assigneeUnknown, 'assigneeId');
        if (account.role !== 'musician') throw invalid(STAFF_MESSAGES.assigneeNotMusician, 'assigneeId');
        if (account.disabled_at !== null) throw invalid(STAFF_MESSAGES.assigneeDisabled, 'assigneeId');
      }
      const seen = expected === undefined ? current.assignee_id : expected;
      if (seen === assigneeId && current.assignee_id === assigneeId) return;
      const now = clock.now();
      const acceptBy = new Date(now.getTime() + (await deps.settings.acceptHours()) * 3_600_000);
      const to = assigneeId === null ? null : { assigneeId, assignedAt: now.toISOString(), acceptBy: acceptBy.toISOString() };
      if (!(await setAssignee(db, table, id, to, seen, now.toISOString()))) throw conflict(STAFF_MESSAGES.assignedMeanwhile, 'assigneeId');
      await deps.audit.record(await assignRecord(db, table, id, current.assignee_id, assigneeId));
      if (to) {
        const payload: ExpiryPayload = { table, id, assigneeId: to.assigneeId, assignedAt: to.assignedAt };
        await deps.jobs.enqueue(ASSIGNMENT_EXPIRY_JOB, payload, {
          runAt: acceptBy,
          uniqueKey: `${ASSIGNMENT_EXPIRY_JOB}:${table}:${id}:${to.assignedAt}`,
        });
      }
    },

    /** The assigned musician takes the work on. */
    async accept(viewer: AuthenticatedAdmin, table: DeliverableTable, id: string): Promise<void> {
      const current = await assignmentOf(table, id);
      if (!viewer.staffId || current.assignee_id !== viewer.staffId) throw forbidden(STAFF_MESSAGES.notAssignedToYou);
      if (!(await acceptAssignment(db, table, id, viewer.staffId, clock.now().toISOString())))
        throw conflict(STAFF_MESSAGES.alreadyAccepted);
      await deps.audit.record({ action: 'work.accept', target: auditTarget(table, id) });
    },

    /** The assigned musician gives the work back: unassigned again, and the owner is told. */
    async handBack(viewer: AuthenticatedAdmin, table: DeliverableTable, id: string): Promise<void> {
      const current = await assignmentOf(table, id);
      if (!viewer.staffId || current.assignee_id !== viewer.staffId) throw forbidden(STAFF_MESSAGES.notAssignedToYou);
      if (!(await setAssignee(db, table, id, null, viewer.staffId, clock.now().toISOString())))
        throw conflict(STAFF_MESSAGES.assignedMeanwhile);
      await deps.audit.record({ action: 'work.hand_back', target: auditTarget(table, id) });
      await tellOwner(table, id, viewer.staffId, current.assigned_at ?? '', 'handed back');
    },

    /** Job: the accept window of one assignment ended; still unaccepted, the work returns to unassigned (once). */
    async expire(payload: unknown): Promise<void> {
      const p = payload as Partial<ExpiryPayload> | null;
      if (!p || (p.table !== 'orders' && p.table !== 'free_song_submissions') || !p.id || !p.assigneeId || !p.assignedAt) return;
      if (await expireAssignment(db, p.table, p.id, p.assigneeId, p.assignedAt, clock.now().toISOString()))
        await tellOwner(p.table, p.id, p.assigneeId, p.assignedAt, 'not accepted in time');
    },

    /** The account was disabled or deleted: its work is unassigned. */
    releaseWorkOf: (staffId: string) => releaseAssignmentsOf(db, staffId, clock.now().toISOString()),
  };
}

export type Assignments = ReturnType<typeof createAssignments>;
