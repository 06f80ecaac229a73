// Every endpoint a customer's browser (or a mail client, or the payment provider) calls under /api, one line each.
// Types only come in: this file reaches the first page, and Zod must not.
import type { SongView } from '../admin-api-types';
import type {
  CheckoutRedirect,
  CheckoutResponse,
  ChatQuery,
  CheckoutUrl,
  ContactAccepted,
  DiscountCodeInfo,
  DiscountCodeQuery,
  Health,
  MediaQuery,
  OrderInitResponse,
  OrderView,
  PublicConfig,
  PushSubscribed,
  RevisionRequested,
  SampleSong,
  SessionCheckResponse,
  Setting,
  TestCheckoutSession,
  Unsubscribed,
  UnsubscribeQuery,
  UnsubscribeStatus,
  WebhookReceived,
} from '../api-types';
import type { RevisionRequestInput } from '../schemas/admin';
import type { ChatMessage, ChatSend, ChatSessionView, ChatSignal, ChatStart, ChatStarted, ChatStreamEvent } from '../schemas/chat';
import type { ContactMessage } from '../schemas/contact';
import type { FreeSongCount, FreeSongSubmitted, ReactionDetails, ReactionFields, ReactionReceived } from '../schemas/freeSong';
import type { CheckoutRequest, OrderInit } from '../schemas/order';
import type { PushSubscribe, PushUnsubscribe } from '../schemas/push';
import type { Testimonial } from '../schemas/testimonial';
import { del, get, named, post } from './endpoint';

export const publicEndpoints = named({
  health: get('/api/health').returns<Health>(),
  config: get('/api/config').returns<PublicConfig>(),
  sampleSongs: get('/api/sample-songs').returns<SampleSong[]>(),
  testimonials: get('/api/testimonials').returns<Testimonial[]>(),
  publicSetting: get('/api/settings/:key').returns<Setting>(),
  contact: post('/api/contact').body<ContactMessage>().returns<ContactAccepted>(),
  media: get('/api/media/:id', 'file').query<MediaQuery>().returns<Blob>(),

  orderInit: post('/api/order/init').body<OrderInit>().returns<OrderInitResponse>(),
  discountCode: get('/api/discount-codes/:code').query<DiscountCodeQuery>().returns<DiscountCodeInfo>(),
  orderView: get('/api/orders/:token').returns<OrderView>(),
  createCheckout: post('/api/stripe/create-checkout').body<CheckoutRequest>().returns<CheckoutResponse>(),
  stripeWebhook: post('/api/stripe/webhook', 'raw').returns<WebhookReceived>(),
  sessionCheck: get('/api/stripe/session-check/:sessionId').returns<SessionCheckResponse>(),
  checkoutUrl: get('/api/stripe/checkout-url/:sessionId').returns<CheckoutUrl>(),
  testCheckoutSession: get('/api/test-checkout/:sessionId').returns<TestCheckoutSession>(),
  testCheckoutPay: post('/api/test-checkout/:sessionId/pay').returns<CheckoutRedirect>(),
  testCheckoutCancel: post('/api/test-checkout/:sessionId/cancel').returns<CheckoutRedirect>(),
  song: get('/api/songs/:token').returns<SongView>(),
  songRevision: post('/api/songs/:token/revision').body<RevisionRequestInput>().returns<RevisionRequested>(),

  freeSongCount: get('/api/free-song-submissions/count').returns<FreeSongCount>(),
  // The service names every missing field at once, so the application reaches it whole (FreeSongApplication is its shape).
  freeSongSubmit: post('/api/free-song-submissions').body<Record<string, unknown>>().returns<FreeSongSubmitted>(),
  reactionDetails: get('/api/free-song-submissions/:id/reaction-details').returns<ReactionDetails>(),
  reactionUpload: post('/api/free-song-submissions/:id/reaction-video', 'multipart').body<ReactionFields>().returns<ReactionReceived>(),

  pushSubscribe: post('/api/push/subscribe').body<PushSubscribe>().returns<PushSubscribed>(),
  pushUnsubscribe: del('/api/push/subscribe').body<PushUnsubscribe>().returns<void>(),
  // A mail client's one-click POST sends a form body the route ignores: the token travels in the query.
  unsubscribeStatus: get('/api/unsubscribe').query<UnsubscribeQuery>().returns<UnsubscribeStatus>(),
  unsubscribe: post('/api/unsubscribe').query<UnsubscribeQuery>().returns<Unsubscribed>(),

  chatStart: post('/api/chat/start').body<ChatStart>().returns<ChatStarted>(),
  chatSend: post('/api/chat/send').body<ChatSend>().returns<ChatMessage>(),
  chatMessages: get('/api/chat/messages').query<ChatQuery>().returns<ChatMessage[]>(),
  chatSession: get('/api/chat/session').query<ChatQuery>().returns<ChatSessionView>(),
  chatTyping: post('/api/chat/typing').body<ChatSignal>().returns<void>(),
  chatPresence: post('/api/chat/presence').body<ChatSignal>().returns<void>(),
  chatStream: get('/api/chat/stream', 'sse').query<ChatQuery>().returns<ChatStreamEvent>(),
});
