// The services every area stands on (database, mail, storage, limits, the shop's content, the job runners), and
// what the composition root is given to build them.
import type https from 'node:https';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { createAddOnService } from '../addOns';
import { createAuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import { createDemoContent } from '../demoContent';
import { createJobQueue } from '../jobs';
import { createMailer, type Mailer } from '../mail/mailer';
import { createMailService } from '../mail/outgoing';
import { createUnsubscribes } from '../mail/unsubscribe';
import { createOfferService } from '../offers';
import type { Resolve } from '../push/addresses';
import { createRateLimiter } from '../rateLimits';
import { createSampleSongService } from '../sampleSongs';
import type { AdminPasswordState, VapidKeys } from '../secrets';
import { createSettingsService } from '../settings';
import { createShopProfileService } from '../shopProfile';
import { createStorage, objectStoreFor } from '../storage';
import { createTestimonialService } from '../testimonials';
import { SLIDESHOW_RENDER_JOB } from '../slideshow/slideshows';
import { VIDEO_RENDER_JOB } from '../video/generatedVideos';

/** The render lane's jobs: promo videos and slideshows, one at a time, beside everything else. */
const RENDERS = [VIDEO_RENDER_JOB, SLIDESHOW_RENDER_JOB];

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
export function buildFoundation(deps: ServiceDeps) {
  const { config, clock, log } = deps;
  const db = deps.db.kysely;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const audit = createAuditLog({ db, clock });
  const shopProfile = createShopProfileService({ db, clock, audit });
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
    audit,
    settings: createSettingsService(db, clock, audit),
    offers: createOfferService(db, clock, audit),
    addOns: createAddOnService({ db, clock }),
    sampleSongs,
    testimonials: createTestimonialService({ db, clock, audit }),
    demoContent: createDemoContent({ db, sampleSongs }),
    handlers,
    jobs: createJobQueue({ db, clock, handlers, log, lane: { except: RENDERS } }),
    // Renders take a minute: they run in their own lane, one at a time, so mail never waits behind one.
    videoJobs: createJobQueue({ db, clock, handlers, log, lane: { only: RENDERS }, batch: 1 }),
  };
}

export type Foundation = ReturnType<typeof buildFoundation>;
