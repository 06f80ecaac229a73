// Wiring of delivery: sending songs, status mails (and their stored jobs), the admin's orders and free songs.
import { createAdminFreeSongs } from '../admin/freeSongs';
import { createAdminOrders } from '../admin/orders';
import { createStatusChange } from '../admin/statusChange';
import { createDeliveryService } from '../delivery/deliveries';
import { REVISION_NOTICE_JOB } from '../delivery/revisions';
import { DELIVERY_JOB } from '../delivery/sending';
import { createStatusMails, STATUS_MAIL_JOB } from '../delivery/statusMails';
import type { GiftService } from '../gifts/gifts';
import type { LyricsApproval } from '../orders/lyricsApproval';
import type { Access } from './access';
import type { Slideshows } from '../slideshow/slideshows';
import type { Foundation } from './foundation';
import type { Refunds } from '../payments/refunds';
import { createGuarantee, GUARANTEE_REFUND_JOB } from '../orders/guarantee';

/** Songs sent to their customers (an order's gift revealed after), the status mails on the way, and the admin's orders and free songs. */
/** What the other areas made that delivery stands on. */
interface DeliveryInputs {
  gifts: GiftService;
  slideshows: Slideshows;
  refunds: Refunds;
  lyrics: LyricsApproval;
}

export function buildDelivery(f: Foundation, access: Access, { gifts, slideshows, refunds, lyrics }: DeliveryInputs) {
  const { config, db, clock, mail, storage, handlers } = f;
  const guarantee = createGuarantee({ db, clock, settings: f.settings, refunds, audit: f.audit, log: f.log });
  handlers[GUARANTEE_REFUND_JOB] = guarantee.refundRushFee;
  const deliveries = createDeliveryService({
    db,
    clock,
    jobs: f.jobs,
    mail,
    storage,
    push: access.push,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
    slideshows,
    onOrderDelivered: gifts.songDelivered,
    guarantee,
  });
  handlers[DELIVERY_JOB] = deliveries.deliver;
  handlers[REVISION_NOTICE_JOB] = deliveries.sendRevisionNotice;
  const statusMails = createStatusMails({ db, mail, publicUrl: config.publicUrl });
  handlers[STATUS_MAIL_JOB] = statusMails.send;
  const changeStatus = createStatusChange({ db, clock, jobs: f.jobs, statusMails });
  return {
    deliveries,
    adminOrders: createAdminOrders({ db, clock, storage, deliveries, gifts, changeStatus, slideshows, audit: f.audit, refunds, lyrics }),
    adminFreeSongs: createAdminFreeSongs({
      db,
      clock,
      storage,
      deliveries,
      changeStatus,
      mediaLink: access.mediaAccess.link,
      promisedHours: async () => (await f.offers.all()).freeSong.deliveryHours,
      audit: f.audit,
    }),
  };
}
