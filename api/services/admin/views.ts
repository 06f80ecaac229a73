// Rows as the admin screens see them (shared/admin-api-types.ts): orders and free-song submissions with
// their delivery (files, message, song page) and revision request.
import type { AdminFreeSongSubmission, AdminOrder, ReactionVideo, RevisionRequest } from '../../../shared/admin-api-types';
import { displayReference, type PricedAddOn } from '../../../shared/pricing';
import { isRevisionPending } from '../../../shared/statusRules';
import type { AdminOrderRow } from '../../db/adminOrders';
import type { FreeSongSubmissionListRow } from '../../db/freeSongSubmissions';
import type { DeliveryColumns } from '../../db/schema';
import { boardStage } from '../desk/stages';
import { dueAt, freeSongPromise, orderPromise } from '../desk/dueTimes';
import { mediaUrl } from '../storage';
import { guaranteeField } from '../orders/guarantee';
import type { MediaLink } from '../storage/mediaAccess';

type DeliveryFacts = Pick<
  DeliveryColumns,
  | 'delivery_token'
  | 'song_media_id'
  | 'lyrics_media_id'
  | 'instrumental_media_id'
  | 'delivery_message'
  | 'delivered_at'
  | 'delivery_created_at'
  | 'revision_note'
  | 'revision_requested_at'
> & {
  lyrics_type: string | null;
};

function delivery(row: DeliveryFacts, songPageUrl: (token: string) => string): AdminOrder['delivery'] {
  if (!row.delivery_token || !row.song_media_id) return null;
  return {
    songUrl: mediaUrl(row.song_media_id),
    lyricsUrl: row.lyrics_media_id ? mediaUrl(row.lyrics_media_id) : null,
    instrumentalUrl: row.instrumental_media_id ? mediaUrl(row.instrumental_media_id) : null,
    lyricsType: row.lyrics_type,
    message: row.delivery_message,
    deliveredAt: row.delivered_at,
    songPageUrl: songPageUrl(row.delivery_token),
  };
}

function revision(row: DeliveryFacts): RevisionRequest | null {
  if (!row.revision_requested_at) return null;
  return {
    note: row.revision_note ?? '',
    requestedAt: row.revision_requested_at,
    pending: isRevisionPending(row.revision_requested_at, row.delivery_created_at),
  };
}

export function adminOrderView(row: AdminOrderRow, songPageUrl: (token: string) => string, addOns: PricedAddOn[] = []): AdminOrder {
  return {
    id: row.id,
    displayId: displayReference(row.id),
    customerName: row.customer_name,
    email: row.email,
    recipientName: row.recipient_name,
    // The wizard asks for no title; the admin list shows the recipient and occasion instead.
    songTitle: null,
    occasion: row.occasion,
    storyDetails: row.story,
    mood: row.mood,
    genre: row.genre,
    vocalPreference: row.vocal_preference,
    namePronunciation: row.name_pronunciation,
    dedication: row.dedication,
    offer: row.offer,
    rushDelivery: row.rush_delivery === 1,
    addOns,
    tipCents: row.tip_cents,
    // Integer cents, as all money in this shop (DESIGN §8): what the customer paid.
    price: row.total_cents,
    currency: row.currency,
    paid: row.payment_status === 'paid',
    status: row.status,
    paymentStatus: row.payment_status,
    adminNotes: row.admin_notes,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    dueAt: dueAt(orderPromise(row)),
    stage: boardStage(row),
    refundedCents: row.refunded_cents,
    ...guaranteeField(row),
    delivery: delivery(row, songPageUrl),
    revision: revision(row),
  };
}

export function adminFreeSongView(
  row: FreeSongSubmissionListRow,
  songPageUrl: (token: string) => string,
  mediaLink: MediaLink,
): AdminFreeSongSubmission {
  return {
    id: row.id,
    displayId: displayReference(row.id),
    name: row.name,
    email: row.email,
    occasion: row.occasion,
    recipientName: row.recipient_name,
    relationship: row.relationship,
    story: row.story,
    specialDetails: row.special_details,
    mood: row.mood,
    genre: row.genre,
    vocalPreference: row.vocal_preference,
    agreedToVideo: row.agreed_to_video === 1,
    status: row.status,
    adminNotes: row.admin_notes,
    scheduledSendAt: row.scheduled_send_at,
    createdAt: row.created_at,
    dueAt: dueAt(freeSongPromise(row)),
    stage: boardStage(row),
    delivery: delivery(row, songPageUrl),
    revision: revision(row),
    reaction: reaction(row, mediaLink),
  };
}

/** The customer's reaction video: a family's private moment, so its addresses are signed for the admin only. */
function reaction(row: FreeSongSubmissionListRow, mediaLink: MediaLink): ReactionVideo | null {
  if (!row.reaction_media_id || !row.reaction_received_at) return null;
  return {
    videoUrl: mediaLink(row.reaction_media_id),
    downloadUrl: mediaLink(row.reaction_media_id, true),
    contentType: row.reaction_type ?? 'video/mp4',
    bytes: row.reaction_size ?? 0,
    message: row.reaction_message ?? '',
    receivedAt: row.reaction_received_at,
  };
}
