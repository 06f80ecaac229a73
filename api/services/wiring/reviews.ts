// Wiring of reviews (issue 25): the buyer's review from the order page, the admin's moderation, what the public
// pages get of them, and their mails (the request three days after delivery, the admin's notice) as stored jobs.
import { createReviewMails, REVIEW_NOTICE_JOB, REVIEW_REQUEST_JOB } from '../reviews/mails';
import { createReviewModeration } from '../reviews/moderation';
import { createOrderReviews } from '../reviews/orderReviews';
import type { Foundation } from './foundation';

/** Reviews from verified buyers and their mails; `pagesChanged` renders the public pages again. */
export function buildReviews(f: Foundation, pagesChanged: () => void) {
  const { config, db, clock, handlers } = f;
  const mails = createReviewMails({
    db,
    mail: f.mail,
    unsubscribes: f.unsubscribes,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  handlers[REVIEW_REQUEST_JOB] = mails.sendRequest;
  handlers[REVIEW_NOTICE_JOB] = mails.sendNotice;
  return {
    orderReviews: createOrderReviews({ db, clock, jobs: f.jobs, pagesChanged }),
    reviewModeration: createReviewModeration({ db, clock, audit: f.audit }),
  };
}
