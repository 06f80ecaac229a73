// Every endpoint of the admin area under /api/admin, one line each: all but login need the admin's bearer token.
// Types only come in, as in publicEndpoints.ts.
import type {
  AdminContactInbox,
  AdminContactMessage,
  AdminFreeSongSubmission,
  AdminOrder,
  AdminPushDevice,
  AdminSession,
  AdminSessionExpiry,
  AdminShopProfile,
  ReactionRemindersSent,
} from '../admin-api-types';
import type { SampleSong, Setting } from '../api-types';
import type { Offer, Offers } from '../offers';
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
import type { SetupCheck, SetupChecklist, SetupVisibility } from '../setup';
import type { ShopProfileUpdate } from '../shopProfile';
import { del, get, named, patch, post, put } from './endpoint';

export const adminEndpoints = named({
  adminLogin: post('/api/admin/login').body<AdminLogin>().returns<AdminSession>(),
  adminLogout: post('/api/admin/logout').returns<void>(),
  adminSession: get('/api/admin/session').returns<AdminSessionExpiry>(),

  adminChatSessions: get('/api/admin/chat/sessions').returns<AdminChatSession[]>(),
  adminChatMessages: get('/api/admin/chat/messages/:sessionId').returns<ChatMessage[]>(),
  adminChatSend: post('/api/admin/chat/send').body<AdminChatSend>().returns<ChatMessage>(),
  adminChatRead: post('/api/admin/chat/sessions/:sessionId/read').returns<AdminChatSession>(),
  adminChatTyping: post('/api/admin/chat/typing').body<AdminChatTyping>().returns<void>(),
  adminChatStream: get('/api/admin/chat/stream', 'sse').returns<ChatStreamEvent>(),

  adminContactMessages: get('/api/admin/contact-messages').returns<AdminContactInbox>(),
  adminContactReply: post('/api/admin/contact-messages/:id/reply').body<ContactReply>().returns<AdminContactMessage>(),
  adminContactStatus: patch('/api/admin/contact-messages/:id').body<ContactStatusChange>().returns<AdminContactMessage>(),
  adminContactDelete: del('/api/admin/contact-messages/:id').returns<void>(),

  adminFreeSongs: get('/api/admin/free-song-submissions').returns<AdminFreeSongSubmission[]>(),
  adminFreeSongUpdate: patch('/api/admin/free-song-submissions/:id', 'multipart')
    .body<FreeSongUpdateFields>()
    .returns<AdminFreeSongSubmission>(),
  adminFreeSongDelete: del('/api/admin/free-song-submissions/:id').returns<void>(),
  adminReactionReminders: post('/api/admin/send-reaction-reminders').returns<ReactionRemindersSent>(),

  adminOrders: get('/api/admin/orders').returns<AdminOrder[]>(),
  adminOrderStatus: patch('/api/admin/orders/:id/status').body<OrderStatusChange>().returns<AdminOrder>(),
  adminOrderSendCompleted: patch('/api/admin/orders/:id/send-completed', 'multipart').body<SendOrderFields>().returns<AdminOrder>(),
  adminOrderDelete: del('/api/admin/orders/:id').returns<void>(),

  adminPushDevices: get('/api/admin/push/devices').returns<AdminPushDevice[]>(),
  adminPushDeviceDelete: del('/api/admin/push/devices/:id').returns<void>(),

  adminSampleSongs: get('/api/admin/sample-songs').returns<SampleSong[]>(),
  // sortOrder may be sent (the spec's form does) and is ignored: a new song goes last.
  adminSampleSongAdd: post('/api/admin/sample-songs', 'multipart').body<SampleSongFields>().returns<SampleSong>(),
  adminSampleSongMove: patch('/api/admin/sample-songs/:id/order').body<Reorder>().returns<SampleSong[]>(),
  adminSampleSongDelete: del('/api/admin/sample-songs/:id').returns<void>(),

  adminSetting: get('/api/admin/settings/:key').returns<Setting>(),
  adminSettingUpdate: put('/api/admin/settings/:key').body<SettingUpdate>().returns<Setting>(),
  adminOffers: get('/api/admin/offers').returns<Offers>(),
  adminOfferUpdate: put('/api/admin/offers/:page').body<OfferUpdate>().returns<Offer>(),

  adminSetup: get('/api/admin/setup').returns<SetupChecklist>(),
  adminSetupVisibility: put('/api/admin/setup').body<SetupVisibility>().returns<SetupChecklist>(),
  adminSetupPricesReviewed: post('/api/admin/setup/prices-reviewed').returns<SetupChecklist>(),
  adminSetupTestMail: post('/api/admin/setup/test-mail').returns<SetupCheck>(),
  adminSetupCheckStripe: post('/api/admin/setup/check-stripe').returns<SetupCheck>(),

  adminShopProfile: get('/api/admin/shop-profile').returns<AdminShopProfile>(),
  adminShopProfileUpdate: put('/api/admin/shop-profile').body<ShopProfileUpdate>().returns<AdminShopProfile>(),

  adminTestimonials: get('/api/admin/testimonials').returns<Testimonial[]>(),
  adminTestimonialAdd: post('/api/admin/testimonials').body<TestimonialFields>().returns<Testimonial>(),
  // Registered before /:id, which would take "order" for an id.
  adminTestimonialOrder: put('/api/admin/testimonials/order').body<TestimonialOrder>().returns<Testimonial[]>(),
  adminTestimonialUpdate: put('/api/admin/testimonials/:id').body<TestimonialUpdate>().returns<Testimonial>(),
  adminTestimonialDelete: del('/api/admin/testimonials/:id').returns<void>(),
  adminAddOns: get('/api/admin/add-ons').returns<AddOn[]>(),
  // Registered before /:id, which would take "order" for an id.
  adminAddOnOrder: put('/api/admin/add-ons/order').body<AddOnOrder>().returns<AddOn[]>(),
  adminAddOnUpdate: put('/api/admin/add-ons/:id').body<AddOnUpdate>().returns<AddOn>(),

  adminDemoContent: get('/api/admin/demo-content').returns<DemoContentCounts>(),
  adminDemoContentRemove: post('/api/admin/demo-content/remove').returns<DemoContentRemoved>(),

  adminVideoTemplates: get('/api/admin/video-templates').returns<VideoTemplate[]>(),
  adminVideoTemplateUpdate: put('/api/admin/video-templates/:id').body<VideoTemplateUpdate>().returns<VideoTemplate>(),
  adminVideoTemplateDelete: del('/api/admin/video-templates/:id').returns<void>(),
  adminGeneratedVideos: get('/api/admin/generated-videos').returns<GeneratedVideo[]>(),
  adminGeneratedVideoDelete: del('/api/admin/generated-videos/:id').returns<void>(),
  adminGenerateVideo: post('/api/admin/generate-video').body<TemplateVideoRequest>().returns<GeneratedVideo>(),
  adminAiGenerateVideo: post('/api/admin/ai-generate-video').body<AiVideoRequest>().returns<GeneratedVideo>(),
  adminVideoOptions: get('/api/admin/video-options').returns<VideoOptions>(),
});
