// Builds every service once, with its dependencies passed in: the composition root of the API.
import type https from 'node:https';
import path from 'node:path';
import { endpoints, pathOf } from '../../shared/api/endpoints';
import type { PublicConfig } from '../../shared/api-types';
import type { PrerenderData } from '../../shared/prerender';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { pingDatabase } from '../db/health';
import { createAdminAuth } from './admin/auth';
import { createAdminFreeSongs } from './admin/freeSongs';
import { createAdminOrders } from './admin/orders';
import { createStatusChange } from './admin/statusChange';
import { createChatBroker, type ChatBroker } from './chat/broker';
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
import { createPaymentServices, type PaymentServices } from './payments';
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

type JobHandlers = Record<string, (payload: unknown) => Promise<void>>;

/** What every area stands on: the database, mail, storage, limits, the shop's content and the job runners. */
function buildFoundation(deps: ServiceDeps) {
  const { config, clock, log } = deps;
  const db = deps.db.kysely;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const shopProfile = createShopProfileService({ db, clock });
  const storage = createStorage({ db, clock, store: objectStoreFor(config.storage, config.dataDir) });
  const sampleSongs = createSampleSongService({ db, storage, clock });
  // Each area adds the handlers of its own stored jobs.
  const handlers: JobHandlers = {};
  return {
    config,
    clock,
    log,
    db,
    mailer,
    shopProfile,
    mail: createMailService({ db, mailer, clock, log, shop: shopProfile.get }),
    unsubscribes: createUnsubscribes({ db, clock, publicUrl: config.publicUrl }),
    limiter: createRateLimiter({ db, clock }),
    storage,
    settings: createSettingsService(db, clock),
    offers: createOfferService(db, clock),
    sampleSongs,
    testimonials: createTestimonialService({ db, clock }),
    demoContent: createDemoContent({ db, sampleSongs }),
    handlers,
    jobs: createJobQueue({ db, clock, handlers, log, lane: { except: [VIDEO_RENDER_JOB] } }),
    // Renders take a minute: they run in their own lane, one at a time, so mail never waits behind one.
    videoJobs: createJobQueue({ db, clock, handlers, log, lane: { only: [VIDEO_RENDER_JOB] }, batch: 1 }),
  };
}

type Foundation = ReturnType<typeof buildFoundation>;

/** Orders, their mails and their payment. */
function buildOrdering(f: Foundation) {
  const { config, db, clock, handlers } = f;
  const orders = createOrderService({ db, clock, offers: f.offers, limiter: f.limiter });
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
  return {
    orders,
    /** Whether a code takes money off, asked before the order exists (the wizard's price). */
    checkDiscountCode: createDiscountCheck({ db, clock }),
    payments: createPaymentServices({ config, db, clock, jobs: f.jobs, orders, mails: orderMails, log: f.log }),
  };
}

/** Who may do what (the admin's sign-in, signed media links) and the devices told about it (web push). */
function buildAccess(deps: ServiceDeps, f: Foundation) {
  const { config, db, clock } = f;
  const adminAuth = createAdminAuth({ db, clock, password: deps.adminPassword, events: deps.db.events });
  const push = createPushService({
    db,
    clock,
    jobs: f.jobs,
    adminAuth,
    vapid: deps.vapid,
    log: f.log,
    allowPrivate: config.pushAllowPrivateEndpoints,
    agent: deps.pushAgent,
    resolve: deps.pushResolve,
  });
  f.handlers[PUSH_SEND_JOB] = push.send;
  f.handlers[ORDER_PAID_PUSH_JOB] = push.alertOrderPaid;
  return { adminAuth, mediaAccess: createMediaAccess({ db, clock, adminAuth }), push };
}

type Access = ReturnType<typeof buildAccess>;

/** The setup checklist: what the shop still lacks, asked of the services that would use it. */
function buildSetup(f: Foundation, payments: PaymentServices, push: Access['push']) {
  const { config } = f;
  return createSetup({
    db: f.db,
    clock: f.clock,
    mail: f.mail,
    adminEmail: config.adminEmail,
    smtpConfigured: Boolean(config.smtpUrl),
    stripeConfigured: Boolean(config.stripe),
    checkPayments: () => payments.provider.check(),
    demoProfileFields: async () => (await f.shopProfile.view()).demoFields,
    demoContent: () => f.demoContent.counts(),
    devicesOf: async (session) => (await push.adminDevices(session)).filter((device) => device.thisSession).length,
    shopName: async () => (await f.shopProfile.get()).name,
  });
}

/** Contact-form messages and the inbox the admin answers them from. */
function buildMessages(f: Foundation, push: Access['push']) {
  const { config, db, clock, mail } = f;
  const contact = createContactService({
    db,
    clock,
    jobs: f.jobs,
    mail,
    push,
    shop: f.shopProfile.get,
    adminEmail: config.adminEmail,
    publicUrl: config.publicUrl,
  });
  f.handlers[CONTACT_NOTIFY_JOB] = contact.notify;
  f.handlers[CONTACT_ACK_JOB] = contact.acknowledge;
  // Replies name the profile's support address as Reply-To: where customers are told to write.
  return { contact, inbox: createInbox({ db, clock, mail, shop: f.shopProfile.get }) };
}

/** Songs sent to their customers, the status mails on the way, and the admin's orders and free songs. */
function buildDelivery(f: Foundation, access: Access) {
  const { config, db, clock, mail, storage, handlers } = f;
  const deliveries = createDeliveryService({
    db,
    clock,
    jobs: f.jobs,
    mail,
    storage,
    push: access.push,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  handlers[DELIVERY_JOB] = deliveries.deliver;
  handlers[REVISION_NOTICE_JOB] = deliveries.sendRevisionNotice;
  const statusMails = createStatusMails({ db, mail, publicUrl: config.publicUrl });
  handlers[STATUS_MAIL_JOB] = statusMails.send;
  const changeStatus = createStatusChange({ db, clock, jobs: f.jobs, statusMails });
  return {
    deliveries,
    adminOrders: createAdminOrders({ db, clock, storage, deliveries, changeStatus }),
    adminFreeSongs: createAdminFreeSongs({ db, clock, storage, deliveries, changeStatus, mediaLink: access.mediaAccess.link }),
  };
}

/** Free-song applications, their mails, reaction videos and the reminders to send one. */
function buildFreeSongs(f: Foundation) {
  const { config, db, clock, jobs, handlers } = f;
  const freeSongMails = createFreeSongMails({ db, mail: f.mail, publicUrl: config.publicUrl, adminEmail: config.adminEmail });
  handlers[FREE_SONG_RECEIVED_JOB] = freeSongMails.sendReceived;
  handlers[REACTION_NOTICE_JOB] = freeSongMails.sendReactionNotice;
  const reactionReminders = createReactionReminders({
    db,
    clock,
    jobs,
    mail: f.mail,
    unsubscribes: f.unsubscribes,
    publicUrl: config.publicUrl,
  });
  handlers[REACTION_REMINDER_JOB] = reactionReminders.send;
  return {
    freeSongs: createFreeSongSubmissions({ db, clock, jobs, limiter: f.limiter, spots: config.freeSongSpots }),
    reactions: createReactions({ db, clock, jobs, storage: f.storage }),
    reactionReminders,
  };
}

/** Live chat: its events between requests and processes, the service, the streams and the email fallback. */
function buildChat(deps: ServiceDeps, f: Foundation, push: Access['push']) {
  const { db, clock } = f;
  const broker = createChatBroker(deps.db.events);
  const presence = createPresence(clock, deps.db.events);
  const tokens = createChatTokens(db);
  const chatFallback = createChatFallback({
    db,
    clock,
    broker,
    presence,
    tokens,
    mail: f.mail,
    shop: f.shopProfile.get,
    publicUrl: f.config.publicUrl,
  });
  f.handlers[CHAT_FALLBACK_JOB] = chatFallback.check;
  f.handlers[CHAT_EMAIL_JOB] = chatFallback.emailReplies;
  return {
    broker,
    chat: createChatService({ db, clock, jobs: f.jobs, broker, presence, tokens, limiter: f.limiter, push, shop: f.shopProfile.get }),
    chatStreams: createChatStreams({ db, broker }),
  };
}

/** Promo videos: templates, the renders (news of them on the admins' chat stream) and the list. */
function buildVideos(f: Foundation, broker: ChatBroker, mediaLink: Access['mediaAccess']['link']) {
  const { config, db, clock, storage } = f;
  const events: VideoEvents = (videoId, status) => broker.publish('admin', { type: 'video', videoId, status });
  const videoTemplates = createVideoTemplates({ db, clock });
  const videoRenderer = createVideoRenderer({
    db,
    clock,
    storage,
    ai: config.openai ? createAiVideoClient(config.openai) : undefined,
    events,
    workDir: path.join(config.dataDir, 'incoming'),
    ffmpeg: config.ffmpeg.path,
    shop: f.shopProfile.get,
    log: f.log,
  });
  f.handlers[VIDEO_RENDER_JOB] = videoRenderer.render;
  const generatedVideos = createGeneratedVideos({
    db,
    clock,
    jobs: f.videoJobs,
    storage,
    templates: videoTemplates,
    aiEnabled: Boolean(config.openai),
    events,
    cancelRender: videoRenderer.cancel,
    mediaLink,
  });
  return { videoTemplates, videoRenderer, generatedVideos };
}

/** What the public pages read first: the runtime config, the data prerendered pages start from, health. */
function buildPublicData(deps: ServiceDeps, f: Foundation) {
  const { config } = f;
  async function publicConfig(): Promise<PublicConfig> {
    return {
      offers: await f.offers.all(),
      freeSongSpots: config.freeSongSpots,
      vapidPublicKey: deps.vapid.publicKey,
      checkoutUrlPrefix: config.stripe ? 'https://checkout.stripe.com/' : `${config.publicUrl}/test-checkout/`,
      analytics: config.analytics,
      shop: await f.shopProfile.get(),
    };
  }

  return {
    publicConfig,

    async health(): Promise<'ok' | 'error'> {
      try {
        await pingDatabase(f.db);
        return 'ok';
      } catch {
        return 'error';
      }
    },

    /** What the prerendered pages start from: the answers of the public requests a page makes first. */
    async pageData(): Promise<PrerenderData> {
      const freeSong = await f.settings.getPublic(FREE_SONG_ENABLED);
      return {
        [endpoints.sampleSongs.path]: await f.sampleSongs.list(),
        [endpoints.testimonials.path]: await f.testimonials.list(),
        [endpoints.config.path]: await publicConfig(),
        ...(freeSong ? { [pathOf(endpoints.publicSetting, { key: FREE_SONG_ENABLED })]: freeSong } : {}),
      };
    },
  };
}

export function createServices(deps: ServiceDeps) {
  const f = buildFoundation(deps);
  const { orders, checkDiscountCode, payments } = buildOrdering(f);
  const { adminAuth, mediaAccess, push } = buildAccess(deps, f);
  const setup = buildSetup(f, payments, push);
  const { contact, inbox } = buildMessages(f, push);
  const { deliveries, adminOrders, adminFreeSongs } = buildDelivery(f, { adminAuth, mediaAccess, push });
  const { freeSongs, reactions, reactionReminders } = buildFreeSongs(f);
  const { broker, chat, chatStreams } = buildChat(deps, f, push);
  const { videoTemplates, videoRenderer, generatedVideos } = buildVideos(f, broker, mediaAccess.link);
  const { publicConfig, health, pageData } = buildPublicData(deps, f);

  return {
    config: f.config,
    clock: f.clock,
    mailer: f.mailer,
    mail: f.mail,
    storage: f.storage,
    settings: f.settings,
    shopProfile: f.shopProfile,
    setup,
    offers: f.offers,
    sampleSongs: f.sampleSongs,
    testimonials: f.testimonials,
    demoContent: f.demoContent,
    jobs: f.jobs,
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
    limiter: f.limiter,
    unsubscribes: f.unsubscribes,
    freeSongs,
    reactions,
    reactionReminders,
    push,
    chat,
    chatStreams,
    videoJobs: f.videoJobs,
    videoRenderer,
    videoTemplates,
    generatedVideos,
    /** Where multipart uploads stream to before they are checked and stored (same disk as uploads/). */
    incomingDir: path.join(f.config.dataDir, 'incoming'),
    adminPassword: deps.adminPassword,
    vapid: deps.vapid,
    /** The public pages' data changed (in this process or another): they are prerendered again. */
    pageChanges: createPageChanges(deps.db.events),
    health,
    pageData,
    publicConfig,
  };
}

export type Services = ReturnType<typeof createServices>;
