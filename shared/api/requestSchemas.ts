// The checks behind the table: the schema each endpoint's body (JSON, or a multipart form's text fields) and query
// are parsed with on the server. Checked when compiled: every endpoint with a body or a query has its schema here,
// and the schema's output is exactly the table's type. The server imports this; the browser imports the table alone.
import type { z } from 'zod';
import { adminChatSendSchema, adminChatTypingSchema, chatSendSchema, chatSignalSchema, chatStartSchema } from '../schemas/chat';
import {
  freeSongUpdateFieldsSchema,
  loginSchema,
  offerUpdateSchema,
  orderStatusSchema,
  reorderSchema,
  revisionRequestSchema,
  sampleSongFieldsSchema,
  sendOrderFieldsSchema,
  settingUpdateSchema,
} from '../schemas/admin';
import { contactSchema } from '../schemas/contact';
import { stageChangeSchema } from '../schemas/desk';
import { freeSongApplicationSchema, reactionFieldsSchema } from '../schemas/freeSong';
import { contactReplySchema, contactStatusSchema } from '../schemas/inbox';
import { checkoutRequestSchema, orderInitSchema } from '../schemas/order';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../schemas/push';
import { reviewModerationSchema, reviewSchema } from '../schemas/review';
import { refundRequestSchema } from '../schemas/refund';
import { lyricsAnswerSchema, lyricsDraftSchema } from '../schemas/lyrics';
import { auditQuerySchema, chatQuerySchema, discountCodeQuerySchema, mediaQuerySchema, unsubscribeQuerySchema } from '../schemas/query';
import { shopProfileUpdateSchema } from '../schemas/shopProfile';
import { photoOrderSchema } from '../schemas/slideshow';
import { addOnOrderSchema, addOnUpdateSchema } from '../schemas/addOn';
import { testimonialCreateSchema, testimonialOrderSchema, testimonialUpdateSchema } from '../schemas/testimonial';
import { aiVideoRequestSchema, templateVideoRequestSchema, videoTemplateUpdateSchema } from '../schemas/video';
import { setupVisibilitySchema } from '../setup';
import { assignmentSchema, invitationAcceptSchema, staffInviteSchema, staffUpdateSchema } from '../schemas/staff';
import type { BodyOf, EndpointName, Endpoints, QueryOf } from './endpoints';

type Part = 'body' | 'query';
type PartOf<N extends EndpointName, P extends Part> = P extends 'body' ? BodyOf<Endpoints[N]> : QueryOf<Endpoints[N]>;
/** The endpoints that take this part (a body, or a query). */
export type TakingA<P extends Part> = { [N in EndpointName]: [PartOf<N, P>] extends [undefined] ? never : N }[EndpointName];

/** Each assignable to the other, with the same field names (all-optional shapes are otherwise assignable to any other). */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/** A schema for each endpoint in the map that takes the part, whose output is the table's type; none for another. */
type Checked<P extends Part, M> = {
  [N in keyof M]: N extends TakingA<P>
    ? M[N] extends z.ZodType
      ? Same<z.output<M[N]>, PartOf<N, P>> extends true
        ? M[N]
        : `the output of ${N}'s schema is not its ${P} type`
      : 'a Zod schema'
    : `${N & string} takes no ${P}`;
};
/** The endpoints taking the part that the map leaves out. */
type Missing<P extends Part, M> = { [N in Exclude<TakingA<P>, keyof M>]: z.ZodType<PartOf<N, P>> };

/** The map as given, once the compiler has checked it: every endpoint taking the part has its schema, and only those. */
function schemasOf<P extends Part, M>(_part: P, map: M & Checked<P, M> & Missing<P, M>): M {
  return map;
}

export const bodySchemas = schemasOf('body', {
  contact: contactSchema,
  orderInit: orderInitSchema,
  createCheckout: checkoutRequestSchema,
  songRevision: revisionRequestSchema,
  orderLyricsAnswer: lyricsAnswerSchema,
  orderPhotoOrder: photoOrderSchema,
  orderReviewSend: reviewSchema,
  freeSongSubmit: freeSongApplicationSchema,
  reactionUpload: reactionFieldsSchema,
  pushSubscribe: pushSubscribeSchema,
  pushUnsubscribe: pushUnsubscribeSchema,
  chatStart: chatStartSchema,
  chatSend: chatSendSchema,
  chatTyping: chatSignalSchema,
  chatPresence: chatSignalSchema,

  adminLogin: loginSchema,
  adminChatSend: adminChatSendSchema,
  adminChatTyping: adminChatTypingSchema,
  adminContactReply: contactReplySchema,
  adminContactStatus: contactStatusSchema,
  adminFreeSongUpdate: freeSongUpdateFieldsSchema,
  adminOrderStatus: orderStatusSchema,
  adminOrderStage: stageChangeSchema,
  adminFreeSongStage: stageChangeSchema,
  adminOrderSendCompleted: sendOrderFieldsSchema,
  adminOrderRefund: refundRequestSchema,
  adminOrderLyricsDraft: lyricsDraftSchema,
  adminSampleSongAdd: sampleSongFieldsSchema,
  adminSampleSongMove: reorderSchema,
  adminSettingUpdate: settingUpdateSchema,
  adminOfferUpdate: offerUpdateSchema,
  adminSetupVisibility: setupVisibilitySchema,
  adminShopProfileUpdate: shopProfileUpdateSchema,
  adminTestimonialAdd: testimonialCreateSchema,
  adminAddOnOrder: addOnOrderSchema,
  adminAddOnUpdate: addOnUpdateSchema,
  adminTestimonialOrder: testimonialOrderSchema,
  adminTestimonialUpdate: testimonialUpdateSchema,
  adminReviewUpdate: reviewModerationSchema,
  adminVideoTemplateUpdate: videoTemplateUpdateSchema,
  adminGenerateVideo: templateVideoRequestSchema,
  adminAiGenerateVideo: aiVideoRequestSchema,
  adminStaffInvite: staffInviteSchema,
  adminStaffUpdate: staffUpdateSchema,
  adminInvitationAccept: invitationAcceptSchema,
  adminOrderAssign: assignmentSchema,
  adminFreeSongAssign: assignmentSchema,
});

export const querySchemas = schemasOf('query', {
  media: mediaQuerySchema,
  discountCode: discountCodeQuerySchema,
  unsubscribeStatus: unsubscribeQuerySchema,
  unsubscribe: unsubscribeQuerySchema,
  chatMessages: chatQuerySchema,
  chatSession: chatQuerySchema,
  chatStream: chatQuerySchema,
  adminAudit: auditQuerySchema,
});
