// The Koa app factory: createServer(config) -> { app, listen, close }. One process on one SQLite file, or one of
// several on PostgreSQL (README "Several processes on PostgreSQL").
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type https from 'node:https';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { API_PREFIX, endpoints } from '../shared/api/endpoints';
import type { Config } from './config';
import { databaseTarget, openDatabase, type Db } from './db/connect';
import { releaseClaimsOfDeadRunners } from './db/jobs';
import { requestBoundary } from './http/boundary';
import { answerClientError } from './http/clientError';
import { HttpError, logAppError } from './http/errors';
import { exactRouteDispatch } from './http/exactRoutes';
import { createLineWriter } from './http/lineWriter';
import { securityHeaders } from './http/security';
import { KEEPALIVE_MS } from './http/sse';
import { createPublicPages, type PublicPages } from './http/publicPages';
import { createStaticApp } from './http/staticApp';
import { adminAuthRoutes, adminGuard } from './routes/admin/auth';
import { adminStaffRoutes } from './routes/admin/staff';
import { adminChatRoutes } from './routes/admin/chat';
import { adminContactMessageRoutes } from './routes/admin/contactMessages';
import { adminBoardRoutes } from './routes/admin/board';
import { adminFreeSongRoutes } from './routes/admin/freeSongs';
import { adminOrderRoutes } from './routes/admin/orders';
import { adminAuditRoutes } from './routes/admin/audit';
import { adminPushDeviceRoutes } from './routes/admin/pushDevices';
import { adminSampleSongRoutes } from './routes/admin/sampleSongs';
import { adminSettingRoutes } from './routes/admin/settings';
import { adminReviewRoutes } from './routes/admin/reviews';
import { adminTestimonialRoutes } from './routes/admin/testimonials';
import { adminAddOnRoutes } from './routes/admin/addOns';
import { adminSetupRoutes } from './routes/admin/setup';
import { adminShopProfileRoutes } from './routes/admin/shopProfile';
import { adminVideoRoutes } from './routes/admin/videos';
import { chatRoutes } from './routes/public/chat';
import { contactRoutes } from './routes/public/contact';
import { freeSongRoutes } from './routes/public/freeSongs';
import { giftRoutes } from './routes/public/gifts';
import { healthRoutes } from './routes/public/health';
import { mediaRoutes } from './routes/public/media';
import { orderRoutes } from './routes/public/orders';
import { slideshowRoutes } from './routes/public/slideshow';
import { pushRoutes } from './routes/public/push';
import { sampleSongRoutes } from './routes/public/sampleSongs';
import { seoRoutes } from './routes/public/seo';
import { settingRoutes } from './routes/public/settings';
import { songRoutes } from './routes/public/songs';
import { stripeRoutes } from './routes/public/stripe';
import { testCheckoutRoutes } from './routes/public/testCheckout';
import { reviewRoutes } from './routes/public/reviews';
import { testimonialRoutes } from './routes/public/testimonials';
import { unsubscribeRoutes } from './routes/public/unsubscribe';
import { systemClock, type Clock } from './services/clock';
import { createServices, type Services } from './services';
import { createKeyedLock } from './services/keyedLock';
import type { Mailer } from './services/mail/mailer';
import type { Resolve } from './services/push/addresses';
import { ensureAdminPassword, ensureVapidKeys } from './services/secrets';
import { DEFAULT_SAMPLE_AUDIO_CACHE, type GeneratedSample } from './services/seed/sampleCache';
import { seedIfEmpty, seedShopProfile } from './services/seed/seed';

export { PROJECT_ROOT } from './projectRoot';

export interface ServerOptions {
  clock?: Clock;
  log?: (line: string) => void;
  mailer?: Mailer;
  /** Seed demo content on an empty database (default true). */
  seed?: boolean;
  sampleAudioCacheDir?: string;
  /** Makes missing demo songs in this process (tests); the server only reads the cache `npm start` filled. */
  makeSampleAudio?: (cacheDir: string) => Promise<GeneratedSample[]>;
  /** Start the job runner (default true; tests may drive it by hand). */
  runJobs?: boolean;
  /** Prerender the public pages (default true; API tests that do not look at pages skip the child process). */
  prerenderPages?: boolean;
  /** Serves the PWA instead of dist/ (the Vite dev server in `npm run dev`). */
  clientMiddleware?: Koa.Middleware;
  /** Tests: the agent for push requests (trusting a local endpoint's certificate; production: Node's trust store). */
  pushAgent?: https.Agent;
  /** Tests: host names to addresses without DNS, for the push endpoint checks. */
  pushResolve?: Resolve;
  /** Tests: how often admin live streams send a keep-alive and check their session (default 25 s). */
  sseKeepaliveMs?: number;
}

export interface ShopServer {
  app: Koa;
  services: Services;
  /** Every route the API serves (tests list the admin ones from it). */
  router: Router;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

const FIRST_START = 'first-start';

/** The database, the first start's secrets and the services on them; files an earlier stop left are cleared. */
async function openShop(config: Config, options: ServerOptions, log: (line: string) => void) {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase(databaseTarget(config), { server: true });
  await releaseClaimsOfDeadRunners(db.kysely);
  // Processes started together on one PostgreSQL database make the first start's secrets and demo content
  // one at a time: the first makes them, the others find them made.
  const firstStart = createKeyedLock({ db: db.kysely, clock: systemClock });
  const { adminPassword, vapid } = await firstStart.run(FIRST_START, async () => {
    // Not demo content: every shop has a profile (SHOP_NAME, … or the demo values), also when nothing is seeded.
    await seedShopProfile(db.kysely, config.shopProfileSeed, clock);
    return { adminPassword: await ensureAdminPassword(db.kysely, config), vapid: await ensureVapidKeys(db.kysely, config) };
  });
  const services = createServices({
    config,
    db,
    clock,
    log,
    adminPassword,
    vapid,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    pushAgent: options.pushAgent,
    pushResolve: options.pushResolve,
  });
  // Admin lists sign their files' addresses without waiting for the key.
  await services.mediaAccess.ready();
  // Uploads still in DATA_DIR/incoming were cut off by a stop: no row ever points there.
  await fs.rm(services.incomingDir, { recursive: true, force: true });
  const orphans = await services.storage.removeOrphans();
  if (orphans > 0) log(`Removed ${orphans} file(s) in ${services.storage.location} that no record points at (left by an earlier stop).`);

  if (options.seed !== false) {
    await firstStart.run(FIRST_START, () =>
      seedIfEmpty({
        db: db.kysely,
        storage: services.storage,
        clock,
        log,
        sampleAudioCacheDir: options.sampleAudioCacheDir ?? DEFAULT_SAMPLE_AUDIO_CACHE,
        makeSampleAudio: options.makeSampleAudio,
      }),
    );
  }
  return { db, services };
}

/** Every API route, on one flat router (a request is matched once); each area gets the services it uses. */
function apiRoutes(config: Config, services: Services, options: ServerOptions): Router {
  const routes = new Router();
  healthRoutes(routes, services);
  sampleSongRoutes(routes, services);
  testimonialRoutes(routes, services);
  settingRoutes(routes, services);
  contactRoutes(routes, services);
  mediaRoutes(routes, services);
  orderRoutes(routes, services);
  slideshowRoutes(routes, services);
  reviewRoutes(routes, services);
  stripeRoutes(routes, services);
  testCheckoutRoutes(routes, services);
  songRoutes(routes, services);
  giftRoutes(routes, services);
  freeSongRoutes(routes, services);
  pushRoutes(routes, services);
  unsubscribeRoutes(routes, services);
  chatRoutes(routes, services);
  adminAuthRoutes(routes, services);
  adminStaffRoutes(routes, services);
  adminSampleSongRoutes(routes, services);
  adminTestimonialRoutes(routes, services);
  adminReviewRoutes(routes, services);
  adminAddOnRoutes(routes, services);
  adminOrderRoutes(routes, services);
  adminAuditRoutes(routes, services);
  adminFreeSongRoutes(routes, services);
  adminBoardRoutes(routes, services);
  adminSettingRoutes(routes, services);
  adminShopProfileRoutes(routes, services);
  adminPushDeviceRoutes(routes, services);
  adminSetupRoutes(routes, services);
  adminContactMessageRoutes(routes, services);
  adminChatRoutes(routes, services, { keepaliveMs: options.sseKeepaliveMs ?? KEEPALIVE_MS });
  adminVideoRoutes(routes, services);
  seoRoutes(routes, config.publicUrl);
  return routes;
}

/** The request boundary: errors as JSON, security headers, the request log, and JSON bodies parsed (100 kB at most). */
function boundary(config: Config, options: ServerOptions, log: (line: string) => void): Koa.Middleware {
  const parseJsonBody = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '100kb',
    encoding: 'utf-8',
    onError(err) {
      const status = (err as { status?: number }).status;
      if (status === 413) throw new HttpError(413, 'Request body is too large');
      if (status === 415) throw new HttpError(415, 'Send the request body as UTF-8 JSON');
      throw new HttpError(400, 'Request body is not valid JSON');
    },
  });
  return requestBoundary({
    log,
    logRequests: config.logRequests,
    setSecurityHeaders: securityHeaders(config, { dev: Boolean(options.clientMiddleware) }),
    parseJsonBody,
    // A raw endpoint (the signed webhook) reads its exact bytes itself.
    rawBodyPaths: new Set(Object.values(endpoints).flatMap((endpoint) => (endpoint.kind === 'raw' ? [endpoint.path] : []))),
  });
}

/** Not thrown: allowedMethods, before it, turns this into a 405 when the path exists for another method. */
const unknownApiPath: Koa.Middleware = async (ctx, next) => {
  if (ctx.path !== API_PREFIX && !ctx.path.startsWith(`${API_PREFIX}/`)) return next();
  ctx.status = 404;
  ctx.body = { error: `No API route for ${ctx.method} ${ctx.path}` };
};

/** The Koa app: the boundary, the admin guard, the API's routes, then the PWA (built, or Vite's in development). */
function createApp(
  config: Config,
  options: ServerOptions,
  deps: { services: Services; routes: Router; publicPages: PublicPages | undefined; log: (line: string) => void },
) {
  const { services, routes, publicPages, log } = deps;
  // Behind a proxy, the address it appended (the last in X-Forwarded-For) is the client's: earlier entries
  // are whatever the client sent, and would let one guesser pose as many IPs to the login limit.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.on('error', logAppError(log));
  app.use(boundary(config, options, log));
  if (publicPages) app.use(publicPages.afterAdminChange);
  // Before the router: no admin route (nor an upload's body) is reached without a valid token.
  app.use(adminGuard(services.adminAuth));
  app.use(exactRouteDispatch(routes));
  app.use(routes.routes());
  app.use(routes.allowedMethods({ throw: true }));
  app.use(unknownApiPath);
  app.use(
    options.clientMiddleware ??
      createStaticApp(config.distDir, {
        pages: publicPages?.pages,
        shop: services.shopProfile.get,
        orderParts: (token) => services.orders.partsOf(token),
        renderPrivatePage: publicPages?.privatePages.render,
      }).middleware,
  );
  return app;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<ShopServer> {
  const log = options.log ?? createLineWriter(process.stdout);
  const { db, services } = await openShop(config, options, log);
  const routes = apiRoutes(config, services, options);
  // Prerendered public pages, kept in step with admin changes; development serves the app through Vite instead.
  const publicPages = options.clientMiddleware || options.prerenderPages === false ? undefined : createPublicPages(config, services, log);
  const app = createApp(config, options, { services, routes, publicPages, log });
  void publicPages?.prerenderer.refresh();

  const server = http.createServer(app.callback());
  server.on('clientError', answerClientError);
  if (options.runJobs !== false) {
    services.jobs.start();
    services.videoJobs.start();
  }
  return { app, services, router: routes, listen: listenOn(server, config), close: () => stop({ server, services, publicPages, db }) };
}

function listenOn(server: http.Server, config: Config): ShopServer['listen'] {
  return (port = config.port, host = config.host) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address() as AddressInfo;
        resolve({ port: address.port, url: `http://localhost:${address.port}` });
      });
    });
}

async function stop(running: { server: http.Server; services: Services; publicPages: PublicPages | undefined; db: Db }): Promise<void> {
  const { server, services, publicPages, db } = running;
  // The runners stop in the same turn as the renderer: a render cut short is then left for the next start,
  // not taken for a failure. The pages' renderer finishes what it is writing.
  services.videoRenderer.stop();
  services.slideshowRenderer.stop();
  const runners = Promise.all([services.jobs.stop(), services.videoJobs.stop()]);
  publicPages?.prerenderer.stop();
  await publicPages?.privatePages.stop();
  await Promise.all([runners, publicPages?.prerenderer.idle()]);
  await new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
  services.mailer.close();
  await db.close();
}
