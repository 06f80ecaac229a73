// Wiring of orders: the order service, its gift dates, its mails (and their stored jobs) and payments.
import { createGiftService, GIFT_REVEAL_JOB } from '../gifts/gifts';
import { createDiscountCheck } from '../orders/discounts';
import { ABANDONED_CHECKOUT_JOB, createOrderMails, ORDER_PAID_MAILS_JOB } from '../orders/mails';
import { createOrderService } from '../orders/orders';
import { createLyricsApproval, LYRICS_AUTO_APPROVE_JOB, LYRICS_MAIL_JOB } from '../orders/lyricsApproval';
import { createPaymentServices } from '../payments';
import { REFUND_MAIL_JOB } from '../payments/refunds';
import type { Slideshows } from '../slideshow/slideshows';
import type { Foundation } from './foundation';

/** Orders, their gift dates, their mails and their payment. */
export function buildOrdering(f: Foundation, slideshows: Slideshows) {
  const { config, db, clock, handlers } = f;
  const gifts = createGiftService({
    db,
    clock,
    mail: f.mail,
    unsubscribes: f.unsubscribes,
    storage: f.storage,
    shop: f.shopProfile.get,
    publicUrl: config.publicUrl,
    slideshows,
  });
  handlers[GIFT_REVEAL_JOB] = gifts.reveal;
  const lyrics = createLyricsApproval({
    db,
    clock,
    settings: f.settings,
    audit: f.audit,
    mail: f.mail,
    publicUrl: config.publicUrl,
    jobs: f.jobs,
  });
  handlers[LYRICS_AUTO_APPROVE_JOB] = lyrics.autoApprove;
  handlers[LYRICS_MAIL_JOB] = lyrics.sendMail;
  const orders = createOrderService({ db, clock, offers: f.offers, addOns: f.addOns, gifts, limiter: f.limiter, slideshows, lyrics });
  const orderMails = createOrderMails({
    db,
    clock,
    mail: f.mail,
    unsubscribes: f.unsubscribes,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  handlers[ORDER_PAID_MAILS_JOB] = orderMails.sendPaidMails;
  handlers[ABANDONED_CHECKOUT_JOB] = orderMails.sendAbandonedMail;
  const payments = createPaymentServices({
    config,
    db,
    clock,
    jobs: f.jobs,
    orders,
    mails: orderMails,
    mail: f.mail,
    audit: f.audit,
    log: f.log,
  });
  handlers[REFUND_MAIL_JOB] = payments.refunds.sendMail;
  return {
    orders,
    gifts,
    lyrics,
    /** Whether a code takes money off, asked before the order exists (the wizard's price). */
    checkDiscountCode: createDiscountCheck({ db, clock }),
    payments,
  };
}
