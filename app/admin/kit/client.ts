// The admin API client (spec §7 admin calls): every call names its endpoint in the contract and carries the bearer
// token, and any 401 means the session is over. Built from a token source so the 401 rule is testable without a browser.
import { LYRICS_APPROVAL_SETTING } from '../../../shared/lyrics';
import * as adminEndpoints from '../../../shared/api/adminEndpoints';
import type { AuditQuery } from '../../../shared/audit';
import type { AnyEndpoint, ResponseOf } from '../../../shared/api/endpoint';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { FREE_SONG_SETTING, type Setting } from '../../../shared/api-types';
import type { BoardCard, MovableStage } from '../../../shared/desk';
import type { OrderStatus } from '../../../shared/enums';
import type { OfferPage } from '../../../shared/offers';
import type { OfferUpdate } from '../../../shared/schemas/admin';
import type { AddOnUpdate } from '../../../shared/schemas/addOn';
import type { ContactStatus } from '../../../shared/schemas/inbox';
import { GUARANTEE_SETTING } from '../../../shared/refunds';
import type { RefundRequest } from '../../../shared/schemas/refund';
import type { ReviewModeration } from '../../../shared/schemas/review';
import type { TestimonialFields, TestimonialUpdate } from '../../../shared/schemas/testimonial';
import type { AiVideoRequest, TemplateVideoRequest, VideoTemplateUpdate } from '../../../shared/schemas/video';
import type { ShopProfileUpdate } from '../../../shared/shopProfileFields';
import { ASSIGNMENT_ACCEPT_HOURS_SETTING, type StaffInvite, type StaffUpdate } from '../../../shared/schemas/staff';
import { ApiError, request as publicRequest, type RequestArgs, type Requester } from '../../core/api/client';

export type { OfferUpdate };

export interface TokenSource {
  token(): string | null;
  /** The server refused the token: forget it. */
  expired(): void;
}

/** A request function that adds the session's token: the same shape as the client's request(). */
export function createAdminRequest(session: TokenSource, send: Requester = publicRequest): Requester {
  return async <E extends AnyEndpoint>(endpoint: E, ...[parts]: RequestArgs<E>): Promise<ResponseOf<E>> => {
    const token = session.token();
    if (!token) throw new ApiError(401, 'Unauthorized', 'Please sign in');
    try {
      return await (send as (e: E, p: object) => Promise<ResponseOf<E>>)(endpoint, { ...parts, token });
    } catch (error) {
      // Only the session that made the call ends: a late 401 must not sign out a login that happened since.
      if (error instanceof ApiError && error.status === 401 && session.token() === token) session.expired();
      throw error;
    }
  };
}

const FREE_SONG_SETTING_DESCRIPTION = "Show the 'Get a Free Song' link in the navigation";

export function createAdminApi(request: Requester) {
  return {
    session: () => request(adminEndpoints.adminSession),
    logout: () => request(adminEndpoints.adminLogout),

    pushDevices: () => request(adminEndpoints.adminPushDevices),
    removePushDevice: (id: string) => request(adminEndpoints.adminPushDeviceDelete, { params: { id } }),

    ...catalogCalls(request),
    ...orderCalls(request),
    ...settingsCalls(request),
    ...conversationCalls(request),
    ...videoCalls(request),
    ...teamCalls(request),
  };
}

/** The team (issue 26): staff accounts, sessions, and who makes each order or free song. */
function teamCalls(request: Requester) {
  return {
    staff: () => request(adminEndpoints.adminStaff),
    inviteStaff: (invite: StaffInvite) => request(adminEndpoints.adminStaffInvite, { body: invite }),
    updateStaff: (id: string, change: StaffUpdate) => request(adminEndpoints.adminStaffUpdate, { params: { id }, body: change }),
    deleteStaff: (id: string) => request(adminEndpoints.adminStaffDelete, { params: { id } }),
    reinviteStaff: (id: string) => request(adminEndpoints.adminStaffReinvite, { params: { id } }),
    sessions: () => request(adminEndpoints.adminSessions),
    revokeSession: (id: string) => request(adminEndpoints.adminSessionRevoke, { params: { id } }),
    acceptHours: async (): Promise<Setting | null> => {
      try {
        return await request(adminEndpoints.adminSetting, { params: { key: ASSIGNMENT_ACCEPT_HOURS_SETTING } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    setAcceptHours: (hours: string) =>
      request(adminEndpoints.adminSettingUpdate, { params: { key: ASSIGNMENT_ACCEPT_HOURS_SETTING }, body: { value: hours } }),
    /** `expectedAssigneeId`: who the owner saw it assigned to (a change made meanwhile answers 409). */
    assignOrder: (id: string, assigneeId: string | null, expectedAssigneeId: string | null) =>
      request(adminEndpoints.adminOrderAssign, { params: { id }, body: { assigneeId, expectedAssigneeId } }),
    assignFreeSong: (id: string, assigneeId: string | null, expectedAssigneeId: string | null) =>
      request(adminEndpoints.adminFreeSongAssign, { params: { id }, body: { assigneeId, expectedAssigneeId } }),
    acceptOrder: (id: string) => request(adminEndpoints.adminOrderAccept, { params: { id } }),
    handBackOrder: (id: string) => request(adminEndpoints.adminOrderHandBack, { params: { id } }),
    acceptFreeSong: (id: string) => request(adminEndpoints.adminFreeSongAccept, { params: { id } }),
    handBackFreeSong: (id: string) => request(adminEndpoints.adminFreeSongHandBack, { params: { id } }),
  };
}

/** The Sample Songs and testimonials calls: what the shop shows as its work and its reviews. */
function catalogCalls(request: Requester) {
  return {
    sampleSongs: () => request(adminEndpoints.adminSampleSongs),
    addSampleSong: (form: FormData) => request(adminEndpoints.adminSampleSongAdd, { body: form }),
    moveSampleSong: (id: string, sortOrder: number) => request(adminEndpoints.adminSampleSongMove, { params: { id }, body: { sortOrder } }),
    deleteSampleSong: (id: string) => request(adminEndpoints.adminSampleSongDelete, { params: { id } }),

    testimonials: () => request(adminEndpoints.adminTestimonials),
    addTestimonial: (fields: TestimonialFields) => request(adminEndpoints.adminTestimonialAdd, { body: fields }),
    /** Editing a demo testimonial makes it the shop's own. */
    updateTestimonial: (id: string, changes: TestimonialUpdate) =>
      request(adminEndpoints.adminTestimonialUpdate, { params: { id }, body: changes }),
    deleteTestimonial: (id: string) => request(adminEndpoints.adminTestimonialDelete, { params: { id } }),
    /** Every id once, in the new order. */
    orderTestimonials: (ids: string[]) => request(adminEndpoints.adminTestimonialOrder, { body: { ids } }),
    demoContent: () => request(adminEndpoints.adminDemoContent),
    removeDemoContent: () => request(adminEndpoints.adminDemoContentRemove),

    /** Buyers' reviews and free-song reactions, to publish, hide and answer. */
    reviews: () => request(adminEndpoints.adminReviews),
    moderateReview: (id: string, change: ReviewModeration) => request(adminEndpoints.adminReviewUpdate, { params: { id }, body: change }),
  };
}

/** The Orders and Free Songs tabs' calls. */
function orderCalls(request: Requester) {
  return {
    orders: () => request(adminEndpoints.adminOrders),
    /** `expectedStatus`: the status the admin saw, so a change someone else made meanwhile is not overridden. */
    setOrderStatus: (id: string, status: OrderStatus, expectedStatus?: OrderStatus) =>
      request(adminEndpoints.adminOrderStatus, { params: { id }, body: expectedStatus ? { status, expectedStatus } : { status } }),
    sendCompletedOrder: (id: string, form: FormData) => request(adminEndpoints.adminOrderSendCompleted, { params: { id }, body: form }),
    deleteOrder: (id: string) => request(adminEndpoints.adminOrderDelete, { params: { id } }),
    renderSlideshow: (id: string) => request(adminEndpoints.adminOrderSlideshowRender, { params: { id } }),
    /** Refunds `amountCents` (all that is left without it); the same `requestId` again refunds once. Answers the order. */
    refundOrder: (id: string, refund: RefundRequest) => request(adminEndpoints.adminOrderRefund, { params: { id }, body: refund }),
    /** The lyrics draft (or the revision after the buyer's change), sent for the buyer's approval. */
    sendLyricsDraft: (id: string, text: string) => request(adminEndpoints.adminOrderLyricsDraft, { params: { id }, body: { text } }),

    /** The production board (issue 26), and a card moved to another stage (its status stays). */
    board: () => request(adminEndpoints.adminBoard),
    moveCard: (card: Pick<BoardCard, 'kind' | 'id'>, stage: MovableStage) =>
      request(card.kind === 'order' ? adminEndpoints.adminOrderStage : adminEndpoints.adminFreeSongStage, {
        params: { id: card.id },
        body: { stage },
      }),

    freeSongs: () => request(adminEndpoints.adminFreeSongs),
    updateFreeSong: (id: string, form: FormData) => request(adminEndpoints.adminFreeSongUpdate, { params: { id }, body: form }),
    setFreeSongStatus: (id: string, status: string, expectedStatus?: string) => {
      const form = new FormData();
      form.set('status', status);
      if (expectedStatus) form.set('expectedStatus', expectedStatus);
      return request(adminEndpoints.adminFreeSongUpdate, { params: { id }, body: form });
    },
    deleteFreeSong: (id: string) => request(adminEndpoints.adminFreeSongDelete, { params: { id } }),
    /** Mails every delivered free song's customer who sent no reaction yet (the server sends each at most once a day). */
    sendReactionReminders: () => request(adminEndpoints.adminReactionReminders),
  };
}

/** The Settings tab's calls and the setup checklist's. */
function settingsCalls(request: Requester) {
  return {
    /** The free-song link setting; a missing setting (404) reads as off (spec §4). */
    freeSongSetting: async (): Promise<Setting> => {
      try {
        return await request(adminEndpoints.adminSetting, { params: { key: FREE_SONG_SETTING } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { key: FREE_SONG_SETTING, value: 'false', description: null };
        throw error;
      }
    },
    setFreeSongEnabled: (enabled: boolean) =>
      request(adminEndpoints.adminSettingUpdate, {
        params: { key: FREE_SONG_SETTING },
        body: { value: enabled ? 'true' : 'false', description: FREE_SONG_SETTING_DESCRIPTION },
      }),

    /** The guarantee on late orders: on unless the owner switched it off. */
    guaranteeSetting: () => request(adminEndpoints.adminSetting, { params: { key: GUARANTEE_SETTING } }),
    setGuaranteeEnabled: (enabled: boolean) =>
      request(adminEndpoints.adminSettingUpdate, { params: { key: GUARANTEE_SETTING }, body: { value: enabled ? 'true' : 'false' } }),
    /** Lyrics approval by the buyer (issue 26): off unless the owner switched it on. */
    lyricsApprovalSetting: () => request(adminEndpoints.adminSetting, { params: { key: LYRICS_APPROVAL_SETTING } }),
    setLyricsApprovalEnabled: (enabled: boolean) =>
      request(adminEndpoints.adminSettingUpdate, { params: { key: LYRICS_APPROVAL_SETTING }, body: { value: enabled ? 'true' : 'false' } }),
    /** The staff audit log, newest first: one page, filtered. */
    audit: (query: AuditQuery) => request(adminEndpoints.adminAudit, { query }),

    setup: () => request(adminEndpoints.adminSetup),
    setSetupHidden: (hidden: boolean) => request(adminEndpoints.adminSetupVisibility, { body: { hidden } }),
    confirmPrices: () => request(adminEndpoints.adminSetupPricesReviewed),
    sendTestMail: () => request(adminEndpoints.adminSetupTestMail),
    checkStripe: () => request(adminEndpoints.adminSetupCheckStripe),

    shopProfile: () => request(adminEndpoints.adminShopProfile),
    saveShopProfile: (change: ShopProfileUpdate) => request(adminEndpoints.adminShopProfileUpdate, { body: change }),

    offers: () => request(adminEndpoints.adminOffers),
    saveOffer: (page: OfferPage, offer: OfferUpdate) => request(adminEndpoints.adminOfferUpdate, { params: { page }, body: offer }),

    addOns: () => request(adminEndpoints.adminAddOns),
    saveAddOn: (id: string, change: AddOnUpdate) => request(adminEndpoints.adminAddOnUpdate, { params: { id }, body: change }),
    orderAddOns: (ids: string[]) => request(adminEndpoints.adminAddOnOrder, { body: { ids } }),
  };
}

/** The Live Chat tab's calls: the customers' chats and the contact form's inbox. */
function conversationCalls(request: Requester) {
  return {
    chatSessions: () => request(adminEndpoints.adminChatSessions),
    chatMessages: (sessionId: string) => request(adminEndpoints.adminChatMessages, { params: { sessionId } }),
    /** The spec's reply (§7: the customer's send with sender 'admin'); a resend with the same client id is the same message. */
    sendChatReply: (sessionId: string, message: string, clientMessageId: string) =>
      request(publicEndpoints.chatSend, { body: { sessionId, message, sender: 'admin', clientMessageId } }),
    /** Everything so far is read; also the "an admin has this chat open" heartbeat (no push for what is on screen). */
    markChatRead: (sessionId: string) => request(adminEndpoints.adminChatRead, { params: { sessionId } }),
    chatTyping: (sessionId: string) => request(adminEndpoints.adminChatTyping, { body: { sessionId } }),

    /** The inbox of contact messages: newest first, with the unread count. */
    contactMessages: () => request(adminEndpoints.adminContactMessages),
    setContactStatus: (id: string, status: ContactStatus) =>
      request(adminEndpoints.adminContactStatus, { params: { id }, body: { status } }),
    /** Mails the sender; answers the message with the reply kept (and marked done). */
    replyToContact: (id: string, message: string) => request(adminEndpoints.adminContactReply, { params: { id }, body: { message } }),
    deleteContactMessage: (id: string) => request(adminEndpoints.adminContactDelete, { params: { id } }),
  };
}

/** The Video Templates tab's calls: templates, renders and what the forms offer. */
function videoCalls(request: Requester) {
  return {
    videoTemplates: () => request(adminEndpoints.adminVideoTemplates),
    updateVideoTemplate: (id: string, update: VideoTemplateUpdate) =>
      request(adminEndpoints.adminVideoTemplateUpdate, { params: { id }, body: update }),
    deleteVideoTemplate: (id: string) => request(adminEndpoints.adminVideoTemplateDelete, { params: { id } }),
    /** Newest first. */
    generatedVideos: () => request(adminEndpoints.adminGeneratedVideos),
    deleteGeneratedVideo: (id: string) => request(adminEndpoints.adminGeneratedVideoDelete, { params: { id } }),
    /** Queues a render: answers the new video, pending. */
    generateTemplateVideo: (body: TemplateVideoRequest) => request(adminEndpoints.adminGenerateVideo, { body }),
    generateAiVideo: (body: AiVideoRequest) => request(adminEndpoints.adminAiGenerateVideo, { body }),
    /** What the video forms' pickers offer, and whether AI generation is configured. */
    videoOptions: () => request(adminEndpoints.adminVideoOptions),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/**
 * Signing in needs no token, and its 401 means a wrong password rather than an ended session. Without an e-mail the
 * shop's password signs in the owner; with one, that staff account (issue 26).
 */
export const login = ({ email, password }: { email: string; password: string }) =>
  publicRequest(adminEndpoints.adminLogin, { body: email.trim() ? { email: email.trim(), password } : { password } });

/** Sets the password from an invitation's link (no token: the invitation's own is the credential). */
export const acceptInvitation = (token: string, password: string) =>
  publicRequest(adminEndpoints.adminInvitationAccept, { params: { token }, body: { password } });

/** What a failed call has to say: the server's own message, else the status line, else a network failure. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `${error.status} ${error.statusText}`.trim();
  return 'Could not reach the server. Check the connection and try again.';
}
