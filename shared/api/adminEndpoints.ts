// Every endpoint of the admin area under /api/admin, one line each: all but login need the admin's bearer token.
// One export each and types only, as in publicEndpoints.ts.
import type { LyricsDraftInput } from '../schemas/lyrics';
import type {
  AdminContactInbox,
  AdminContactMessage,
  AdminFreeSongSubmission,
  AdminOrder,
  AdminPushDevice,
  AdminSession,
  AdminSessionExpiry,
  AdminSessionInfo,
  AdminShopProfile,
  InvitationAccepted,
  ReactionRemindersSent,
  StaffMember,
} from '../admin-api-types';
import type { Assignment, InvitationAccept, StaffInvite, StaffUpdate } from '../schemas/staff';
import type { SampleSong, Setting } from '../api-types';
import type { Offer, Offers } from '../offers';
import type { AdminReview } from '../reviews';
import type { AddOn, AddOnOrder, AddOnUpdate } from '../schemas/addOn';
import type {
  AdminLogin,
  FreeSongUpdateFields,
  OfferUpdate,
  OrderStatusChange,
  Reorder,
  SampleSongFields,
  SendOrderFields,
  SettingUpdate,
} from '../schemas/admin';
import type { AdminChatSend, AdminChatSession, AdminChatTyping, ChatMessage, ChatStreamEvent } from '../schemas/chat';
import type { ContactReply, ContactStatusChange } from '../schemas/inbox';
import type { ReviewModeration } from '../schemas/review';
import type {
  DemoContentCounts,
  DemoContentRemoved,
  Testimonial,
  TestimonialFields,
  TestimonialOrder,
  TestimonialUpdate,
} from '../schemas/testimonial';
import type {
  AiVideoRequest,
  GeneratedVideo,
  TemplateVideoRequest,
  VideoOptions,
  VideoTemplate,
  VideoTemplateUpdate,
} from '../schemas/video';
import type { Board, BoardCard } from '../desk';
import type { StageChange } from '../schemas/desk';
import type { AuditPage, AuditQuery } from '../audit';
import type { RefundRequest } from '../schemas/refund';
import type { SetupCheck, SetupChecklist, SetupVisibility } from '../setup';
import type { ShopProfileUpdate } from '../shopProfileFields';
import { del, get, patch, post, put, shape } from './endpoint';

export const adminLogin = post('/api/admin/login', shape<{ body: AdminLogin; response: AdminSession }>);
export const adminLogout = post('/api/admin/logout');
export const adminSession = get('/api/admin/session', shape<{ response: AdminSessionExpiry }>);

// Beyond the spec (issue 26): staff accounts, their invitations and sessions.
export const adminStaff = get('/api/admin/staff', shape<{ response: StaffMember[] }>);
export const adminStaffInvite = post('/api/admin/staff', shape<{ body: StaffInvite; response: StaffMember }>);
export const adminStaffUpdate = patch('/api/admin/staff/:id', shape<{ body: StaffUpdate; response: StaffMember }>);
export const adminStaffDelete = del('/api/admin/staff/:id');
export const adminStaffReinvite = post('/api/admin/staff/:id/invitation', shape<{ response: StaffMember }>);
/** Needs no token: the invitation's token is the credential. */
export const adminInvitationAccept = post(
  '/api/admin/invitations/:token/accept',
  shape<{ body: InvitationAccept; response: InvitationAccepted }>,
);
export const adminSessions = get('/api/admin/sessions', shape<{ response: AdminSessionInfo[] }>);
export const adminSessionRevoke = del('/api/admin/sessions/:id');

export const adminChatSessions = get('/api/admin/chat/sessions', shape<{ response: AdminChatSession[] }>);
export const adminChatMessages = get('/api/admin/chat/messages/:sessionId', shape<{ response: ChatMessage[] }>);
export const adminChatSend = post('/api/admin/chat/send', shape<{ body: AdminChatSend; response: ChatMessage }>);
export const adminChatRead = post('/api/admin/chat/sessions/:sessionId/read', shape<{ response: AdminChatSession }>);
export const adminChatTyping = post('/api/admin/chat/typing', shape<{ body: AdminChatTyping }>);
export const adminChatStream = get('/api/admin/chat/stream', shape<{ response: ChatStreamEvent }>, 'sse');

export const adminContactMessages = get('/api/admin/contact-messages', shape<{ response: AdminContactInbox }>);
export const adminContactReply = post(
  '/api/admin/contact-messages/:id/reply',
  shape<{ body: ContactReply; response: AdminContactMessage }>,
);
export const adminContactStatus = patch(
  '/api/admin/contact-messages/:id',
  shape<{ body: ContactStatusChange; response: AdminContactMessage }>,
);
export const adminContactDelete = del('/api/admin/contact-messages/:id');

export const adminFreeSongs = get('/api/admin/free-song-submissions', shape<{ response: AdminFreeSongSubmission[] }>);
export const adminFreeSongUpdate = patch(
  '/api/admin/free-song-submissions/:id',
  shape<{ body: FreeSongUpdateFields; response: AdminFreeSongSubmission }>,
  'multipart',
);
export const adminFreeSongDelete = del('/api/admin/free-song-submissions/:id');
// Beyond the spec (issue 26): the spec's PATCH on the submission is the multipart send form, so its assignment has a path of its own.
export const adminFreeSongAssign = patch(
  '/api/admin/free-song-submissions/:id/assignee',
  shape<{ body: Assignment; response: AdminFreeSongSubmission }>,
);
export const adminFreeSongAccept = post('/api/admin/free-song-submissions/:id/accept', shape<{ response: AdminFreeSongSubmission }>);
export const adminFreeSongHandBack = post('/api/admin/free-song-submissions/:id/hand-back');
export const adminReactionReminders = post('/api/admin/send-reaction-reminders', shape<{ response: ReactionRemindersSent }>);

export const adminOrders = get('/api/admin/orders', shape<{ response: AdminOrder[] }>);
export const adminOrderStatus = patch('/api/admin/orders/:id/status', shape<{ body: OrderStatusChange; response: AdminOrder }>);
export const adminOrderSendCompleted = patch(
  '/api/admin/orders/:id/send-completed',
  shape<{ body: SendOrderFields; response: AdminOrder }>,
  'multipart',
);
export const adminOrderDelete = del('/api/admin/orders/:id');
/** Beyond the spec (issue 26): assigns the order to a musician (`assigneeId`, null unassigns). */
export const adminOrderAssign = patch('/api/admin/orders/:id', shape<{ body: Assignment; response: AdminOrder }>);
export const adminOrderAccept = post('/api/admin/orders/:id/accept', shape<{ response: AdminOrder }>);
/** Answers 204: handed back, the order is no longer the musician's to see. */
export const adminOrderHandBack = post('/api/admin/orders/:id/hand-back');
/** Beyond the spec (issue 25): renders the order's photo slideshow video (again). */
export const adminOrderSlideshowRender = post('/api/admin/orders/:id/slideshow', shape<{ response: AdminOrder }>);
/** Beyond the spec (issue 26): refunds all that is left, or `amountCents` of it, with the owner's reason. */
export const adminOrderRefund = post('/api/admin/orders/:id/refund', shape<{ body: RefundRequest; response: AdminOrder }>);
/** Beyond the spec (issue 26): sends the lyrics draft (or the revision after the buyer's change) for the buyer's approval. */
export const adminOrderLyricsDraft = post('/api/admin/orders/:id/lyrics-draft', shape<{ body: LyricsDraftInput; response: AdminOrder }>);

/** Beyond the spec (issue 26): the staff audit log, newest first, filtered and paged. */
export const adminAudit = get('/api/admin/audit', shape<{ query: AuditQuery; response: AuditPage }>);

/** Beyond the spec (issue 26): the production board, and a card moved to another stage (its status stays). */
export const adminBoard = get('/api/admin/board', shape<{ response: Board }>);
export const adminOrderStage = patch('/api/admin/orders/:id/stage', shape<{ body: StageChange; response: BoardCard }>);
export const adminFreeSongStage = patch('/api/admin/free-song-submissions/:id/stage', shape<{ body: StageChange; response: BoardCard }>);

export const adminPushDevices = get('/api/admin/push/devices', shape<{ response: AdminPushDevice[] }>);
export const adminPushDeviceDelete = del('/api/admin/push/devices/:id');

export const adminSampleSongs = get('/api/admin/sample-songs', shape<{ response: SampleSong[] }>);
// sortOrder may be sent (the spec's form does) and is ignored: a new song goes last.
export const adminSampleSongAdd = post('/api/admin/sample-songs', shape<{ body: SampleSongFields; response: SampleSong }>, 'multipart');
export const adminSampleSongMove = patch('/api/admin/sample-songs/:id/order', shape<{ body: Reorder; response: SampleSong[] }>);
export const adminSampleSongDelete = del('/api/admin/sample-songs/:id');

export const adminSetting = get('/api/admin/settings/:key', shape<{ response: Setting }>);
export const adminSettingUpdate = put('/api/admin/settings/:key', shape<{ body: SettingUpdate; response: Setting }>);
export const adminOffers = get('/api/admin/offers', shape<{ response: Offers }>);
export const adminOfferUpdate = put('/api/admin/offers/:page', shape<{ body: OfferUpdate; response: Offer }>);

export const adminSetup = get('/api/admin/setup', shape<{ response: SetupChecklist }>);
export const adminSetupVisibility = put('/api/admin/setup', shape<{ body: SetupVisibility; response: SetupChecklist }>);
export const adminSetupPricesReviewed = post('/api/admin/setup/prices-reviewed', shape<{ response: SetupChecklist }>);
export const adminSetupTestMail = post('/api/admin/setup/test-mail', shape<{ response: SetupCheck }>);
export const adminSetupCheckStripe = post('/api/admin/setup/check-stripe', shape<{ response: SetupCheck }>);

export const adminShopProfile = get('/api/admin/shop-profile', shape<{ response: AdminShopProfile }>);
export const adminShopProfileUpdate = put('/api/admin/shop-profile', shape<{ body: ShopProfileUpdate; response: AdminShopProfile }>);

export const adminTestimonials = get('/api/admin/testimonials', shape<{ response: Testimonial[] }>);
export const adminTestimonialAdd = post('/api/admin/testimonials', shape<{ body: TestimonialFields; response: Testimonial }>);
// Registered before /:id, which would take "order" for an id.
export const adminTestimonialOrder = put('/api/admin/testimonials/order', shape<{ body: TestimonialOrder; response: Testimonial[] }>);
export const adminTestimonialUpdate = put('/api/admin/testimonials/:id', shape<{ body: TestimonialUpdate; response: Testimonial }>);
export const adminTestimonialDelete = del('/api/admin/testimonials/:id');
export const adminReviews = get('/api/admin/reviews', shape<{ response: AdminReview[] }>);
export const adminReviewUpdate = patch('/api/admin/reviews/:id', shape<{ body: ReviewModeration; response: AdminReview }>);
export const adminAddOns = get('/api/admin/add-ons', shape<{ response: AddOn[] }>);
// Registered before /:id, which would take "order" for an id.
export const adminAddOnOrder = put('/api/admin/add-ons/order', shape<{ body: AddOnOrder; response: AddOn[] }>);
export const adminAddOnUpdate = put('/api/admin/add-ons/:id', shape<{ body: AddOnUpdate; response: AddOn }>);

export const adminDemoContent = get('/api/admin/demo-content', shape<{ response: DemoContentCounts }>);
export const adminDemoContentRemove = post('/api/admin/demo-content/remove', shape<{ response: DemoContentRemoved }>);

export const adminVideoTemplates = get('/api/admin/video-templates', shape<{ response: VideoTemplate[] }>);
export const adminVideoTemplateUpdate = put(
  '/api/admin/video-templates/:id',
  shape<{ body: VideoTemplateUpdate; response: VideoTemplate }>,
);
export const adminVideoTemplateDelete = del('/api/admin/video-templates/:id');
export const adminGeneratedVideos = get('/api/admin/generated-videos', shape<{ response: GeneratedVideo[] }>);
export const adminGeneratedVideoDelete = del('/api/admin/generated-videos/:id');
export const adminGenerateVideo = post('/api/admin/generate-video', shape<{ body: TemplateVideoRequest; response: GeneratedVideo }>);
export const adminAiGenerateVideo = post('/api/admin/ai-generate-video', shape<{ body: AiVideoRequest; response: GeneratedVideo }>);
export const adminVideoOptions = get('/api/admin/video-options', shape<{ response: VideoOptions }>);
