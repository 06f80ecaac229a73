// Builds every service once, with its dependencies passed in: the composition root of the API. Each area is wired
// in its own module under wiring/ (which also registers the handlers of the area's stored jobs); this puts them
// together in the order they depend on each other.
import path from 'node:path';
import { createPageChanges } from './pages/changes';
import { buildAccess } from './wiring/access';
import { buildChat } from './wiring/chat';
import { buildDelivery } from './wiring/delivery';
import { buildDesk } from './wiring/desk';
import { buildFoundation, type ServiceDeps } from './wiring/foundation';
import { buildFreeSongs } from './wiring/freeSongs';
import { buildMessages } from './wiring/messages';
import { buildOrdering } from './wiring/ordering';
import { buildPublicData } from './wiring/publicData';
import { buildReviews } from './wiring/reviews';
import { buildSetup } from './wiring/setup';
import { buildSlideshows } from './wiring/slideshows';
import { buildStaff } from './wiring/staff';
import { buildVideos } from './wiring/videos';

export type { ServiceDeps } from './wiring/foundation';

export function createServices(deps: ServiceDeps) {
  const f = buildFoundation(deps);
  const { slideshows, slideshowRenderer } = buildSlideshows(f);
  const { orders, gifts, lyrics, checkDiscountCode, payments } = buildOrdering(f, slideshows);
  const { adminAuth, mediaAccess, push } = buildAccess(deps, f);
  const { staff, assignments } = buildStaff(f, { adminAuth, push });
  const setup = buildSetup(f, payments, push);
  const { contact, inbox } = buildMessages(f, push);
  const made = { gifts, slideshows, refunds: payments.refunds, lyrics };
  const { deliveries, adminOrders, adminFreeSongs } = buildDelivery(f, { adminAuth, mediaAccess, push }, made);
  const { board } = buildDesk(f, push);
  const pageChanges = createPageChanges(deps.db.events);
  const pagesChanged = () => pageChanges.announce();
  const { freeSongs, reactions, reactionReminders } = buildFreeSongs(f, pagesChanged);
  const { orderReviews, reviewModeration } = buildReviews(f, pagesChanged);
  const { broker, chat, chatStreams } = buildChat(deps, f, push);
  const { videoTemplates, videoRenderer, generatedVideos } = buildVideos(f, broker, mediaAccess.link);
  const { publicConfig, health, pageData, everyPageData, shownTestimonials } = buildPublicData(deps, f, reviewModeration);

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
    addOns: f.addOns,
    sampleSongs: f.sampleSongs,
    testimonials: f.testimonials,
    shownTestimonials,
    orderReviews,
    reviewModeration,
    demoContent: f.demoContent,
    jobs: f.jobs,
    audit: f.audit,
    contact,
    inbox,
    orders,
    lyrics,
    gifts,
    checkDiscountCode,
    payments,
    adminAuth,
    staff,
    assignments,
    mediaAccess,
    deliveries,
    adminOrders,
    adminFreeSongs,
    board,
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
    slideshows,
    slideshowRenderer,
    videoTemplates,
    generatedVideos,
    /** Where multipart uploads stream to before they are checked and stored (same disk as uploads/). */
    incomingDir: path.join(f.config.dataDir, 'incoming'),
    adminPassword: deps.adminPassword,
    vapid: deps.vapid,
    /** The public pages' data changed (in this process or another): they are prerendered again. */
    pageChanges,
    health,
    pageData,
    everyPageData,
    publicConfig,
  };
}

export type Services = ReturnType<typeof createServices>;
