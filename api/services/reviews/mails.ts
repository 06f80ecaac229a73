// The reviews' mails, sent by stored jobs: the one request to review, three days after the song was delivered
// (not to a buyer who reviewed meanwhile or unsubscribed, never twice, capped per address), and the admin's notice
// of a review sent or changed.
import type { Kysely } from 'kysely';
import { displayReference } from '../../../shared/pricing';
import { REVIEW_REQUEST_DAYS } from '../../../shared/reviews';
import { insertJob } from '../../db/jobs';
import { findAdminReview, findReviewedOrder, findReviewOf } from '../../db/reviews';
import type { Database } from '../../db/schema';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, HOUR_MS, type MailService } from '../mail/outgoing';
import { reviewNotice } from '../mail/templates/reviewNotice';
import { reviewRequest } from '../mail/templates/reviewRequest';
import type { Unsubscribes } from '../mail/unsubscribe';

export const REVIEW_REQUEST_JOB = 'review.request';
export const REVIEW_NOTICE_JOB = 'review.notice';

const DAY_MS = 24 * HOUR_MS;
/** However many songs an address has delivered, it is asked for a review at most once a week. */
export const REVIEW_REQUEST_CAP = { max: 1, windowMs: 7 * DAY_MS };

const requestKey = (orderId: string) => `review-request:${orderId}`;

/** Stores the request's job in the caller's transaction (the one that marks the song delivered): once per order. */
export async function scheduleReviewRequest(trx: Kysely<Database>, orderId: string, deliveredAt: string): Promise<void> {
  await insertJob(trx, {
    kind: REVIEW_REQUEST_JOB,
    payload: JSON.stringify({ orderId }),
    runAt: new Date(Date.parse(deliveredAt) + REVIEW_REQUEST_DAYS * DAY_MS).toISOString(),
    uniqueKey: requestKey(orderId),
    now: deliveredAt,
  });
}

/** Stores the admin's notice of a review sent or changed at `at`, in the caller's transaction. */
export async function scheduleReviewNotice(trx: Kysely<Database>, reviewId: string, at: string, changed: boolean): Promise<void> {
  await insertJob(trx, {
    kind: REVIEW_NOTICE_JOB,
    payload: JSON.stringify({ id: reviewId, at, changed }),
    runAt: at,
    uniqueKey: `review-notice:${reviewId}:${at}`,
    now: at,
  });
}

function field(payload: unknown, name: string): unknown {
  return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined;
}

export function createReviewMails(deps: {
  db: Kysely<Database>;
  mail: MailService;
  unsubscribes: Unsubscribes;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, mail, publicUrl } = deps;

  return {
    /** Job: the one review request, unless the buyer reviewed already, the order was refunded or the address unsubscribed. */
    async sendRequest(payload: unknown): Promise<void> {
      const orderId = field(payload, 'orderId');
      if (typeof orderId !== 'string') return;
      const order = await findReviewedOrder(db, { id: orderId });
      if (!order?.delivered_at || order.payment_status === 'refunded') return;
      if ((await findReviewOf(db, { orderId })) || (await deps.unsubscribes.isUnsubscribed(order.email))) return;
      await mail.sendOnce(
        requestKey(order.id),
        reviewRequest(
          { name: order.customer_name ?? '', address: order.email },
          {
            customerName: order.customer_name,
            recipientName: order.recipient_name,
            reviewUrl: `${publicUrl}/order/${order.public_token}#review`,
            unsubscribe: await deps.unsubscribes.links(order.email),
          },
        ),
        { cap: REVIEW_REQUEST_CAP },
      );
    },

    /** Job: tells the admin a review arrived or changed, with what it says now. */
    async sendNotice(payload: unknown): Promise<void> {
      const id = field(payload, 'id');
      const at = field(payload, 'at');
      if (typeof id !== 'string' || typeof at !== 'string') return;
      const review = await findAdminReview(db, id);
      if (!review?.email) return;
      const source = review.order_id ?? review.submission_id ?? '';
      await mail.sendOnce(
        `review-notice:${id}:${at}`,
        reviewNotice(configuredAddress(deps.adminEmail), {
          about: `${review.order_id ? 'order' : 'free song'} ${displayReference(source)}`,
          customerName: review.customer_name ?? review.display_name,
          email: review.email,
          displayName: review.display_name,
          rating: review.rating,
          text: review.text,
          publish: review.allow_publish === 1,
          changed: field(payload, 'changed') === true,
          adminUrl: `${publicUrl}/admin?tab=settings#reviews-title`,
        }),
        { recipient: 'admin', cap: ADMIN_NOTICE_CAP },
      );
    },
  };
}

export type ReviewMails = ReturnType<typeof createReviewMails>;
