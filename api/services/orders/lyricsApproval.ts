// Lyrics approval (issue 26, item 4), when the owner switched it on: whoever makes a paid order sends the lyrics
// draft; the buyer approves it or asks for one change on the order page; no answer within 24 hours counts as
// approval (a stored job, once per draft). At the answer, in the same transaction, the order's due time moves by
// the minutes the shop waited (at most 24 hours) and its due-time alerts are stored again for the new times. The
// revision after the change (version 2) is final: it waits for nothing. The buyer hears of each draft by mail.
import type { Kysely } from 'kysely';
import type { AuditActor } from '../../../shared/audit';
import {
  LYRICS_MESSAGES,
  LYRICS_WAIT_MS,
  type AdminLyricsDraft,
  type AdminOrderLyrics,
  type LyricsAnswer,
  type OrderLyricsDraft,
} from '../../../shared/lyrics';
import type { LyricsAnswerInput } from '../../../shared/schemas/lyrics';
import { staffNames } from '../../db/assignments';
import { insertJob } from '../../db/jobs';
import { findOrderByToken } from '../../db/orders';
import {
  addDueShift,
  answerLyricsDraft,
  draftsOfOrders,
  findLyricsDraft,
  insertLyricsDraft,
  latestLyricsDraft,
  lyricsOrderFacts,
} from '../../db/lyricsDrafts';
import type { Database, LyricsDraftRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../ids';
import { currentActor, OWNER_ACTOR, SHOP_ACTOR } from '../audit/actor';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import { NOT_FOUND } from '../delivery/deliverables';
import { rescheduleDueAlerts } from '../desk/alerts';
import { OPEN_ORDER_STATUSES } from '../desk/board';
import { orderPromise } from '../desk/dueTimes';
import { conflict, invalid, notFound } from '../errors';
import type { MailService } from '../mail/outgoing';
import { lyricsDraftMail } from '../mail/templates/lyricsDraft';
import type { SettingsService } from '../settings';

export const LYRICS_AUTO_APPROVE_JOB = 'lyrics.auto-approve';
export const LYRICS_MAIL_JOB = 'lyrics.mail';
/** The desk hears of the buyer's answer (api/services/desk/lyricsNotices.ts): stored with the answer, once per draft. */
export const LYRICS_ANSWER_NOTICE_JOB = 'lyrics.answer-notice';
/** The buyer, as the audit log names them (they answer on their order page, signed in to nothing). */
export const BUYER_ACTOR: AuditActor = { id: null, label: 'Buyer' };
const MINUTE_MS = 60_000;
const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ORDER_NOT_FOUND = 'Order not found';

type OrderState = { status: string; payment_status: string };

/** A paid order the shop is still making. */
const inProduction = (order: OrderState) => order.payment_status === 'paid' && OPEN_ORDER_STATUSES.includes(order.status);

/** When no answer counts as approval: the first draft only (the revision waits for nothing). */
const autoApproveAt = (draft: LyricsDraftRow) =>
  draft.version === 1 ? new Date(Date.parse(draft.sent_at) + LYRICS_WAIT_MS).toISOString() : null;

const waiting = (draft: LyricsDraftRow) => draft.version === 1 && draft.answer === null;

/** The version that may be sent next, or why none may. */
function nextVersion(drafts: readonly LyricsDraftRow[]): { version: 1 | 2 } | { refused: string } {
  const latest = drafts.at(-1);
  if (!latest) return { version: 1 };
  if (latest.version === 2) return { refused: LYRICS_MESSAGES.changeUsed };
  if (latest.answer === null) return { refused: LYRICS_MESSAGES.waiting };
  if (latest.answer === 'change_requested') return { version: 2 };
  return { refused: LYRICS_MESSAGES.approved };
}

/** The newest draft as the order page shows it. */
export function orderLyricsDraft(draft: LyricsDraftRow): OrderLyricsDraft {
  return {
    version: draft.version === 2 ? 2 : 1,
    text: draft.text,
    sentAt: draft.sent_at,
    answer: draft.answer as LyricsAnswer | null,
    answeredAt: draft.answered_at,
    changeNote: draft.change_note,
    autoApproveAt: autoApproveAt(draft),
    canAnswer: waiting(draft),
    canAskChange: waiting(draft),
  };
}

interface LyricsDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: Pick<SettingsService, 'lyricsApprovalEnabled'>;
  audit: Pick<AuditLog, 'record'>;
  mail: MailService;
  publicUrl: string;
  /** Runs the stored jobs now (the desk's notice of an answer), rather than at the runner's next pass. */
  jobs: Pick<JobQueue, 'runDue'>;
}

/**
 * Stores the answer once, in the caller's transaction: the due time moves by the minutes waited (at most 24
 * hours) and the due-time alerts are stored for the new times. Answers whether this call stored it.
 */
async function settle(
  deps: LyricsDeps,
  trx: Kysely<Database>,
  draft: LyricsDraftRow,
  answer: { answer: LyricsAnswer; note: string | null; actor: AuditActor },
): Promise<boolean> {
  const now = deps.clock.now();
  const at = now.toISOString();
  if (!(await answerLyricsDraft(trx, { id: draft.id, answer: answer.answer, at, note: answer.note }))) return false;
  const waitedMs = Math.min(LYRICS_WAIT_MS, Math.max(0, now.getTime() - Date.parse(draft.sent_at)));
  const minutes = Math.floor(waitedMs / MINUTE_MS);
  if (minutes > 0) await addDueShift(trx, draft.order_id, minutes, at);
  const order = await lyricsOrderFacts(trx, draft.order_id);
  if (order) await rescheduleDueAlerts(trx, 'order', order.id, orderPromise(order), at);
  await deps.audit.record(
    {
      action: 'order.lyrics_answer',
      target: { type: 'order', id: draft.order_id },
      before: { version: draft.version, answer: null },
      after: { answer: answer.answer, ...(answer.note ? { note: answer.note } : {}), dueMovedMinutes: minutes },
      actor: answer.actor,
    },
    trx,
  );
  return true;
}

/** Each order's lyrics approval as the admin sees it: the setting, whether a draft may be sent, the drafts. */
async function adminLyrics(deps: LyricsDeps, orders: readonly (OrderState & { id: string })[]): Promise<Map<string, AdminOrderLyrics>> {
  const { db } = deps;
  const enabled = await deps.settings.lyricsApprovalEnabled();
  const drafts = await draftsOfOrders(
    db,
    orders.map((o) => o.id),
  );
  const senders = [...new Set([...drafts.values()].flat().flatMap((d) => (d.sent_by ? [d.sent_by] : [])))];
  const names = await staffNames(db, senders);
  const shown = (d: LyricsDraftRow): AdminLyricsDraft => ({
    id: d.id,
    version: d.version === 2 ? 2 : 1,
    text: d.text,
    sentAt: d.sent_at,
    sentBy: d.sent_by ? (names.get(d.sent_by) ?? 'A former staff member') : OWNER_ACTOR.label,
    answer: d.answer as LyricsAnswer | null,
    answeredAt: d.answered_at,
    changeNote: d.change_note,
    autoApproveAt: autoApproveAt(d),
  });
  return new Map(
    orders.map((order) => {
      const list = drafts.get(order.id) ?? [];
      const canSend = enabled && inProduction(order) && 'version' in nextVersion(list);
      return [order.id, { enabled, canSend, drafts: list.map(shown) }];
    }),
  );
}

/** Stores the next draft with its jobs (the auto-approval of a first draft, the buyer's mail) and its audit record. */
async function storeDraft(deps: LyricsDeps, orderId: string, text: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const order = await lyricsOrderFacts(trx, orderId);
    if (!order || order.payment_status === 'pending') throw notFound(NOT_FOUND.order);
    if (!inProduction(order)) throw conflict(LYRICS_MESSAGES.notInProduction);
    const next = nextVersion((await draftsOfOrders(trx, [orderId])).get(orderId) ?? []);
    if ('refused' in next) throw conflict(next.refused);
    const id = newId();
    const now = deps.clock.now();
    const at = now.toISOString();
    const actor = currentActor();
    // Two sends at once: the unique (order, version) keeps one, the other is told a draft waits.
    if (!(await insertLyricsDraft(trx, { id, orderId, version: next.version, text, sentBy: actor.id, sentAt: at })))
      throw conflict(LYRICS_MESSAGES.waiting);
    const payload = JSON.stringify({ draftId: id });
    if (next.version === 1) {
      const runAt = new Date(now.getTime() + LYRICS_WAIT_MS).toISOString();
      await insertJob(trx, { kind: LYRICS_AUTO_APPROVE_JOB, payload, runAt, uniqueKey: `lyrics-auto-approve:${id}`, now: at });
    }
    await insertJob(trx, { kind: LYRICS_MAIL_JOB, payload, runAt: at, uniqueKey: `lyrics-mail:${id}`, now: at });
    await deps.audit.record(
      {
        action: 'order.lyrics_draft',
        target: { type: 'order', id: orderId },
        before: null,
        after: { version: next.version, characters: text.length },
      },
      trx,
    );
  });
}

export function createLyricsApproval(deps: LyricsDeps) {
  const { db } = deps;

  return {
    /** The newest draft for the order page; undefined while none was sent. */
    async forOrderPage(orderId: string): Promise<OrderLyricsDraft | undefined> {
      const draft = await latestLyricsDraft(db, orderId);
      return draft && orderLyricsDraft(draft);
    },

    /** Each order's lyrics approval as the admin sees it. */
    forAdmin: (orders: readonly (OrderState & { id: string })[]) => adminLyrics(deps, orders),

    /** Sends a draft to the buyer (the first, or the revision after their change); refused with the reason otherwise. */
    async send(orderId: string, text: string): Promise<void> {
      if (!(await deps.settings.lyricsApprovalEnabled())) throw invalid(LYRICS_MESSAGES.settingOff);
      await storeDraft(deps, orderId, text);
    },

    /** The buyer's answer on the waiting draft of the order with this token; refused with the reason otherwise. */
    async answer(token: string, input: LyricsAnswerInput): Promise<void> {
      const order = ORDER_TOKEN_PATTERN.test(token) ? await findOrderByToken(db, token) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const orderId = order.id;
      await inTransaction(db, async (trx) => {
        const draft = await latestLyricsDraft(trx, orderId);
        if (!draft) throw conflict(LYRICS_MESSAGES.nothingToAnswer);
        if (draft.version === 2) throw conflict(LYRICS_MESSAGES.finalLyrics);
        if (draft.answer !== null) throw conflict(LYRICS_MESSAGES.alreadyAnswered);
        const answer = input.decision === 'approve' ? 'approved' : 'change_requested';
        const note = input.decision === 'change' ? input.note : null;
        if (!(await settle(deps, trx, draft, { answer, note, actor: BUYER_ACTOR }))) throw conflict(LYRICS_MESSAGES.alreadyAnswered);
        const at = deps.clock.now().toISOString();
        await insertJob(trx, {
          kind: LYRICS_ANSWER_NOTICE_JOB,
          payload: JSON.stringify({ draftId: draft.id }),
          runAt: at,
          uniqueKey: `lyrics-answer-notice:${draft.id}`,
          now: at,
        });
      });
      void deps.jobs.runDue().catch(() => undefined);
    },

    /** Job: 24 hours after a first draft, approves it if the buyer has not answered. */
    async autoApprove(payload: unknown): Promise<void> {
      const id = (payload as { draftId?: unknown } | null)?.draftId;
      const draft = typeof id === 'string' ? await findLyricsDraft(db, id) : undefined;
      if (!draft || !waiting(draft)) return;
      await inTransaction(db, (trx) => settle(deps, trx, draft, { answer: 'auto_approved', note: null, actor: SHOP_ACTOR }));
    },

    /** Job: the buyer's mail about one draft, once. */
    async sendMail(payload: unknown): Promise<void> {
      const id = (payload as { draftId?: unknown } | null)?.draftId;
      const draft = typeof id === 'string' ? await findLyricsDraft(db, id) : undefined;
      const order = draft && (await lyricsOrderFacts(db, draft.order_id));
      if (!draft || !order) return;
      await deps.mail.sendOnce(
        `lyrics-draft:${draft.id}`,
        lyricsDraftMail(
          { name: order.customer_name ?? '', address: order.email },
          {
            customerName: order.customer_name,
            recipientName: order.recipient_name,
            version: draft.version === 2 ? 2 : 1,
            orderUrl: `${deps.publicUrl}/order/${order.public_token}`,
          },
        ),
      );
    },
  };
}

export type LyricsApproval = ReturnType<typeof createLyricsApproval>;
