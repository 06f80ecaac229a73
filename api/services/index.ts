// Builds every service once, with its dependencies passed in: the composition root of the API.
import type https from 'node:https';
import path from 'node:path';
import type { PublicConfig } from '../../shared/api-types';
import type { PrerenderData } from '../../shared/prerender';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { pingDatabase } from '../db/health';
import { createAdminAuth } from './admin/auth';
import { createAdminFreeSongs } from './admin/freeSongs';
import { createAdminOrders } from './admin/orders';
import { createStatusChange } from './admin/statusChange';
import { createChatBroker } from './chat/broker';
import { createChatService } from './chat/chat';
import { CHAT_EMAIL_JOB, CHAT_FALLBACK_JOB } from './chat/followUps';
import { createChatFallback } from './chat/fallback';
import { createPresence } from './chat/presence';
import { createChatStreams } from './chat/streams';
import { createChatTokens } from './chat/tokens';
import type { Clock } from './clock';
import { CONTACT_ACK_JOB, CONTACT_NOTIFY_JOB, createContactService } from './contact';
import { createDeliveryService } from './delivery/deliveries';
import { REVISION_NOTICE_JOB } from './delivery/revisions';
import { DELIVERY_JOB } from './delivery/sending';
import { createFreeSongMails, FREE_SONG_RECEIVED_JOB, REACTION_NOTICE_JOB } from './freeSongs/mails';
import { createReactions } from './freeSongs/reactions';
import { createReactionReminders, REACTION_REMINDER_JOB } from './freeSongs/reminders';
import { createFreeSongSubmissions } from './freeSongs/submissions';
import { createStatusMails, STATUS_MAIL_JOB } from './delivery/statusMails';
import { createInbox } from './inbox';
import { createJobQueue } from './jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailService } from './mail/outgoing';
import { createOfferService } from './offers';
import { ABANDONED_CHECKOUT_JOB, createOrderMails, ORDER_PAID_MAILS_JOB } from './orders/mails';
import { createDiscountCheck } from './orders/discounts';
import { createOrderService } from './orders/orders';
import { createUnsubscribes } from './mail/unsubscribe';
import { createPaymentServices } from './payments';
import { createPushService, ORDER_PAID_PUSH_JOB, PUSH_SEND_JOB } from './push';
import type { Resolve } from './push/addresses';
import { createRateLimiter } from './rateLimits';
import { createSampleSongService } from './sampleSongs';
import { createDemoContent } from './demoContent';
import { createTestimonialService } from './testimonials';
import type { AdminPasswordState, VapidKeys } from './secrets';
import { createSettingsService, FREE_SONG_ENABLED } from './settings';
import { createSetup } from './setup';
import { createShopProfileService } from './shopProfile';
import { createPageChanges } from './pages/changes';
import { createStorage, objectStoreFor } from './storage';
import { createMediaAccess } from './storage/mediaAccess';
import { createAiVideoClient } from './video/ai';
import { createGeneratedVideos, VIDEO_RENDER_JOB, type VideoEvents } from './video/generatedVideos';
import { createVideoRenderer } from './video/renderJob';
import { createVideoTemplates } from './video/templates';

export interface ServiceDeps {
  config: Config;
  db: Db;
  clock: Clock;
  log: (line: string) => void;
  adminPassword: AdminPasswordState;
  vapid: VapidKeys;
  /** Tests pass their own mailer; otherwise SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** Tests: an agent trusting their local push endpoint, and host names resolved without DNS. */
  pushAgent?: https.Agent | undefined;
  pushResolve?: Resolve | undefined;
}

export function createServices(deps: ServiceDeps) {
  const { config, clock, log } = deps;
  const db = deps.db.kysely;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const shopProfile = createShopProfileService({ db, clock });
  const mail = createMailService({ db, mailer, clock, log, shop: shopProfile.get });
  const unsubscribes = createUnsubscribes({ db, clock, publicUrl: config.publicUrl });
  const limiter = createRateLimiter({ db, clock });
  const storage = createStorage({ db, clock, store: objectStoreFor(config.storage, config.dataDir) });
  const settings = createSettingsService(db, clock);
  const offers = createOfferService(db, clock);
  const sampleSongs = createSampleSongService({ db, storage, clock });
  const testimonials = createTestimonialService({ db, clock });
  const demoContent = createDemoContent({ db, sampleSongs });

  const handlers: Record<string, (payload: unknown) => Promise<void>> = {};
  const jobs = createJobQueue({ db, clock, handlers, log, lane: { except: [VIDEO_RENDER_JOB] } });
  // Renders take a minute: they run in their own lane, one at a time, so mail never waits behind one.
  const videoJobs = createJobQueue({ db, clock, handlers, log, lane: { only: [VIDEO_RENDER_JOB] }, batch: 1 });
  const orders = createOrderService({ db, clock, offers, limiter });
  /** Whether a code takes money off, asked before the order exists (the wizard's price). */
  const checkDiscountCode = createDiscountCheck({ db, clock });
  const orderMails = createOrderMails({ db, clock, mail, unsubscribes, publicUrl: config.publicUrl, adminEmail: config.adminEmail });
  handlers[ORDER_PAID_MAILS_JOB] = orderMails.sendPaidMails;
  handlers[ABANDONED_CHECKOUT_JOB] = orderMails.sendAbandonedMail;
  const payments = createPaymentServices({ config, db, clock, jobs, orders, mails: orderMails, log });

  const adminAuth = createAdminAuth({ db, clock, password: deps.adminPassword, events: deps.db.events });
  const mediaAccess = createMediaAccess({ db, clock, adminAuth });
  const push = createPushService({
    db,
    clock,
    jobs,
    adminAuth,
    vapid: deps.vapid,
    log,
    allowPrivate: config.pushAllowPrivateEndpoints,
    agent: deps.pushAgent,
    resolve: deps.pushResolve,
  });
  handlers[PUSH_SEND_JOB] = push.send;
  handlers[ORDER_PAID_PUSH_JOB] = push.alertOrderPaid;
  const setup = createSetup({
    db,
    clock,
    mail,
    adminEmail: config.adminEmail,
    smtpConfigured: Boolean(config.smtpUrl),
    stripeConfigured: Boolean(config.stripe),
    checkPayments: () => payments.provider.check(),
    demoProfileFields: async () => (await shopProfile.view()).demoFields,
    demoContent: () => demoContent.counts(),
    devicesOf: async (session) => (await push.adminDevices(session)).filter((device) => device.thisSession).length,
    shopName: async () => (await shopProfile.get()).name,
  });
  const contact = createContactService({
    db,
    clock,
    jobs,
    mail,
    push,
    shop: shopProfile.get,
    adminEmail: config.adminEmail,
    publicUrl: config.publicUrl,
  });
  handlers[CONTACT_NOTIFY_JOB] = contact.notify;
  handlers[CONTACT_ACK_JOB] = contact.acknowledge;
  // Replies name the profile's support address as Reply-To: where customers are told to write.
  const inbox = createInbox({ db, clock, mail, shop: shopProfile.get });
  const deliveries = createDeliveryService({
    db,
    clock,
    jobs,
    mail,
    storage,
    push,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  handlers[DELIVERY_JOB] = deliveries.deliver;
  handlers[REVISION_NOTICE_JOB] = deliveries.sendRevisionNotice;
  const statusMails = createStatusMails({ db, mail, publicUrl: config.publicUrl });
  handlers[STATUS_MAIL_JOB] = statusMails.send;
  const changeStatus = createStatusChange({ db, clock, jobs, statusMails });
  const adminOrders = createAdminOrders({ db, clock, storage, deliveries, changeStatus });
  const adminFreeSongs = createAdminFreeSongs({ db, clock, storage, deliveries, changeStatus, mediaLink: mediaAccess.link });

  const freeSongMails = createFreeSongMails({ db, mail, publicUrl: config.publicUrl, adminEmail: config.adminEmail });
  handlers[FREE_SONG_RECEIVED_JOB] = freeSongMails.sendReceived;
  handlers[REACTION_NOTICE_JOB] = freeSongMails.sendReactionNotice;
  const freeSongs = createFreeSongSubmissions({ db, clock, jobs, limiter, spots: config.freeSongSpots });
  const reactions = createReactions({ db, clock, jobs, storage });
  const reactionReminders = createReactionReminders({ db, clock, jobs, mail, unsubscribes, publicUrl: config.publicUrl });
  handlers[REACTION_REMINDER_JOB] = reactionReminders.send;

  const broker = createChatBroker(deps.db.events);
  const presence = createPresence(clock, deps.db.events);
  const chatTokens = createChatTokens(db);
  const chat = createChatService({ db, clock, jobs, broker, presence, tokens: chatTokens, limiter, push, shop: shopProfile.get });
  const chatStreams = createChatStreams({ db, broker });
  const chatFallback = createChatFallback({
    db,
    clock,
    broker,
    presence,
    tokens: chatTokens,
    mail,
    shop: shopProfile.get,
    publicUrl: config.publicUrl,
  });
  handlers[CHAT_FALLBACK_JOB] = chatFallback.check;
  handlers[CHAT_EMAIL_JOB] = chatFallback.emailReplies;

  const videoEvents: VideoEvents = (videoId, status) => broker.publish('admin', { type: 'video', videoId, status });
  const videoTemplates = createVideoTemplates({ db, clock });
  const videoRenderer = createVideoRenderer({
    db,
    clock,
    storage,
    ai: config.openai ? createAiVideoClient(config.openai) : undefined,
    events: videoEvents,
    workDir: path.join(config.dataDir, 'incoming'),
    ffmpeg: config.ffmpeg.path,
    shop: shopProfile.get,
    log,
  });
  handlers[VIDEO_RENDER_JOB] = videoRenderer.render;
  const generatedVideos = createGeneratedVideos({
    db,
    clock,
    jobs: videoJobs,
    storage,
    templates: videoTemplates,
    aiEnabled: Boolean(config.openai),
    events: videoEvents,
    cancelRender: videoRenderer.cancel,
    mediaLink: mediaAccess.link,
  });

  async function publicConfig(): Promise<PublicConfig> {
    return {
      offers: await offers.all(),
      freeSongSpots: config.freeSongSpots,
      vapidPublicKey: deps.vapid.publicKey,
      checkoutUrlPrefix: config.stripe ? 'https://checkout.stripe.com/' : `${config.publicUrl}/test-checkout/`,
      analytics: config.analytics,
      shop: await shopProfile.get(),
    };
  }

  return {
    config,
    clock,
    mailer,
    mail,
    storage,
    settings,
    shopProfile,
    setup,
    offers,
    sampleSongs,
    testimonials,
    demoContent,
    jobs,
    contact,
    inbox,
    orders,
    checkDiscountCode,
    payments,
    adminAuth,
    mediaAccess,
    deliveries,
    adminOrders,
    adminFreeSongs,
    limiter,
    unsubscribes,
    freeSongs,
    reactions,
    reactionReminders,
    push,
    chat,
    chatStreams,
    videoJobs,
    videoRenderer,
    videoTemplates,
    generatedVideos,
    /** Where multipart uploads stream to before they are checked and stored (same disk as uploads/). */
    incomingDir: path.join(config.dataDir, 'incoming'),
    adminPassword: deps.adminPassword,
    vapid: deps.vapid,
    /** The public pages' data changed (in this process or another): they are prerendered again. */
    pageChanges: createPageChanges(deps.db.events),

    async health(): Promise<'ok' | 'error'> {
      try {
        await pingDatabase(db);
        return 'ok';
      } catch {
        return 'error';
      }
    },

    /** What the prerendered pages start from: the answers of the public requests a page makes first. */
    async pageData(): Promise<PrerenderData> {
      const freeSong = await settings.getPublic(FREE_SONG_ENABLED);
      return {
        '/api/sample-songs': await sampleSongs.list(),
        '/api/testimonials': await testimonials.list(),
        '/api/config': await publicConfig(),
        ...(freeSong ? { '/api/settings/free_song_enabled': freeSong } : {}),
      };
    },

    publicConfig,
  };
}

export type Services = ReturnType<typeof createServices>;
