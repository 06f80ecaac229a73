// Paid orders in the admin area: the list, status changes by the rules, delete (with the order's files),
// and sending the finished song.
import type { Kysely } from 'kysely';
import type { AdminOrder } from '../../../shared/admin-api-types';
import type { OrderStatus } from '../../../shared/enums';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { INSTRUMENTAL_ADD_ON } from '../../../shared/schemas/addOn';
import { displayReference } from '../../../shared/pricing';
import { nextOrderStatuses } from '../../../shared/statusRules';
import { addOnsOfOrders, findAdminOrder, listAdminOrders, type AdminOrderRow } from '../../db/adminOrders';
import { deleteDeliverable, setAdminNotes } from '../../db/deliveries';
import { slideshowMediaIds } from '../../db/slideshows';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../errors';
import type { UploadedFile } from '../uploads/uploadedFile';
import type { Clock } from '../clock';
import { NOT_FOUND } from '../delivery/deliverables';
import type { DeliveryService } from '../delivery/deliveries';
import type { Slideshows } from '../slideshow/slideshows';
import type { GiftService } from '../gifts/gifts';
import type { Storage } from '../storage';
import type { ChangeStatus } from './statusChange';
import { adminOrderView } from './views';
import { inTransaction } from '../../db/transaction';
import type { AuditLog, AuditRecord } from '../audit/auditLog';
import type { Refunds } from '../payments/refunds';
import type { RefundRequest } from '../../../shared/schemas/refund';
import type { LyricsApproval } from '../orders/lyricsApproval';

export interface SendCompletedInput {
  song: UploadedFile | undefined;
  lyrics: UploadedFile | undefined;
  /** Orders only: the instrumental version, required when the order bought it and refused when it did not. */
  instrumental?: UploadedFile | undefined;
  message?: string | undefined;
  adminNotes?: string | undefined;
  scheduledSendAt?: string | undefined;
}

export const SEND_SETS_COMPLETED = ADMIN_MESSAGES.sendSetsCompleted;

export const emptyToNull = (value: string | undefined) => (value ? value : null);

interface AdminOrderDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  deliveries: DeliveryService;
  gifts: GiftService;
  changeStatus: ChangeStatus;
  slideshows: Slideshows;
  audit: Pick<AuditLog, 'record'>;
  refunds: Pick<Refunds, 'ofOrders' | 'refund'>;
  lyrics: Pick<LyricsApproval, 'forAdmin'>;
}

/** The orders as the admin sees them: with the add-ons bought, the gift date and the slideshow, when they have them. */
async function viewsOf(
  { db, deliveries, gifts, slideshows, refunds, lyrics }: AdminOrderDeps,
  rows: AdminOrderRow[],
): Promise<AdminOrder[]> {
  const ids = rows.map((row) => row.id);
  const [addOns, giftViews, shows, refundLists, lyricsOf] = await Promise.all([
    addOnsOfOrders(db, ids),
    gifts.ofPaidOrders(ids),
    slideshows.forAdmin(ids),
    refunds.ofOrders(ids),
    lyrics.forAdmin(rows),
  ]);
  return rows.map((row) => {
    const view = adminOrderView(row, deliveries.songPageUrl, addOns.get(row.id));
    const gift = giftViews.get(row.id);
    const slideshow = shows.get(row.id);
    const refundList = refundLists.get(row.id);
    const lyricsApproval = lyricsOf.get(row.id);
    return {
      ...view,
      ...(gift ? { gift } : {}),
      ...(slideshow ? { slideshow } : {}),
      ...(refundList ? { refunds: refundList } : {}),
      ...(lyricsApproval ? { lyrics: lyricsApproval } : {}),
    };
  });
}

/** The audit log's record of a delete: what the order was. */
const deleteRecord = (row: AdminOrderRow): AuditRecord => ({
  action: 'order.delete',
  target: { type: 'order', id: row.id },
  before: {
    reference: displayReference(row.id),
    status: row.status,
    paymentStatus: row.payment_status,
    email: row.email,
    totalCents: row.total_cents,
  },
});

/** The audit log's record of a send: the status before and after, and the files' names. */
const sendRecord = (order: AdminOrder, input: SendCompletedInput): AuditRecord => ({
  action: 'order.send',
  target: { type: 'order', id: order.id },
  before: { status: order.status, delivered: order.delivery !== null },
  after: { status: 'completed', song: input.song?.clientName ?? null, lyrics: input.lyrics?.clientName ?? null },
});

export function createAdminOrders(deps: AdminOrderDeps) {
  const { db, clock, storage, deliveries, changeStatus, slideshows } = deps;

  async function get(id: string): Promise<AdminOrder> {
    const row = await findAdminOrder(db, id);
    if (!row) throw notFound(NOT_FOUND.order);
    return (await viewsOf(deps, [row]))[0]!;
  }

  return {
    get,

    list: async (): Promise<AdminOrder[]> => viewsOf(deps, await listAdminOrders(db)),

    /** With `expected` (the status the admin saw), a move made meanwhile by someone else refuses this one. */
    async setStatus(id: string, to: OrderStatus, expected?: OrderStatus): Promise<AdminOrder> {
      await get(id);
      await changeStatus(
        'order',
        id,
        { to, expected, allowedFrom: (from) => nextOrderStatuses(from as OrderStatus) },
        undefined,
        (trx, from) => deps.audit.record({ action: 'order.status', target: { type: 'order', id }, before: from, after: to }, trx),
      );
      return get(id);
    },

    async remove(id: string): Promise<void> {
      const files = await inTransaction(db, async (trx) => {
        const row = await findAdminOrder(trx, id);
        if (!row) throw notFound(NOT_FOUND.order);
        // The photos and the slideshow go with the order (their rows by its foreign key, their files here).
        const slideshowFiles = await slideshowMediaIds(trx, id);
        await deleteDeliverable(trx, 'orders', id);
        await deps.audit.record(deleteRecord(row), trx);
        return storage.forget(trx, [row.song_media_id, row.lyrics_media_id, row.instrumental_media_id, ...slideshowFiles]);
      });
      slideshows.cancel(id);
      await storage.unlink(files);
    },

    /** Stores the song (and lyrics), sets completed, and mails the song page now (paid orders are never scheduled). */
    async sendCompleted(id: string, input: SendCompletedInput): Promise<AdminOrder> {
      const order = await get(id);
      if (input.scheduledSendAt) throw invalid(ADMIN_MESSAGES.scheduleOnlyFreeSongs, 'scheduledSendAt');
      if (!input.song) throw invalid(ADMIN_MESSAGES.songFileMissing, 'songFile');
      // What was bought is what is delivered: the instrumental version when it was ordered, and only then.
      const boughtInstrumental = order.addOns?.some((a) => a.id === INSTRUMENTAL_ADD_ON) ?? false;
      if (boughtInstrumental && !input.instrumental) throw invalid(ADMIN_MESSAGES.instrumentalFileMissing, 'instrumentalFile');
      if (!boughtInstrumental && input.instrumental) throw invalid(ADMIN_MESSAGES.instrumentalNotOrdered, 'instrumentalFile');
      const notes = input.adminNotes;
      let render: number | undefined;
      await deliveries.send(
        'order',
        id,
        {
          song: input.song,
          lyrics: input.lyrics,
          instrumental: input.instrumental,
          message: emptyToNull(input.message),
          sendAt: undefined,
        },
        async (trx) => {
          if (notes !== undefined) await setAdminNotes(trx, 'orders', id, emptyToNull(notes), clock.now().toISOString());
          // The song goes out now; its slideshow video (when bought, with its photos) follows once rendered.
          render = await slideshows.afterSongSent(trx, id);
          await deps.audit.record(sendRecord(order, input), trx);
        },
      );
      if (render !== undefined) slideshows.startRender(id, render);
      return get(id);
    },

    /** Refunds all that is left, or part, with the owner's reason (the refund service keeps it to once). */
    async refund(id: string, request: RefundRequest): Promise<AdminOrder> {
      // An unpaid order is refused by the refund service with its reason (400), not as unknown.
      await deps.refunds.refund(id, request);
      return get(id);
    },

    /** Renders the order's photo slideshow video (again). */
    async renderSlideshow(id: string): Promise<AdminOrder> {
      await slideshows.renderForAdmin(id);
      return get(id);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
