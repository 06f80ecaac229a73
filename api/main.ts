// Starts the shop: reads .env and the environment, migrates, seeds, serves. Run compiled (build/server/main.js, made
// with the PWA and the demo songs by scripts/prepare.mjs, which `npm start` runs first) or by tsx for `npm run dev`.
import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { ConfigError, loadConfig, type Config } from './config';
import { PROJECT_ROOT } from './projectRoot';
import { createServer } from './server';
import { ffmpegStartLine } from './services/video/ffmpegBinary';

const log = (line: string) => process.stdout.write(`${line}\n`);

function readConfig(): Config {
  const envFile = path.join(process.cwd(), '.env');
  try {
    if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
    return loadConfig(process.env, process.cwd());
  } catch (err) {
    const message = err instanceof ConfigError ? err.message : `Could not read .env: ${err instanceof Error ? err.message : String(err)}`;
    process.stderr.write(`Configuration error: ${message}\n`);
    process.exit(1);
  }
}

async function viteMiddleware(): Promise<Koa.Middleware> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: path.join(PROJECT_ROOT, 'app'),
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return (ctx, next) =>
    new Promise<void>((resolve, reject) => {
      vite.middlewares(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve(next())));
    });
}

/** The database's host and name, never its password. */
function databaseShown(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}${port ? `:${port}` : ''}${pathname}`;
}

async function main() {
  const config = readConfig();
  const dev = process.argv.includes('--dev');
  if (!dev && !fs.existsSync(path.join(config.distDir, 'index.html')))
    log(`The app is not built in ${config.distDir}: run \`npm run build\` (npm start does).`);

  // `ffmpeg -version` (about 50 ms, on the other core) runs while the database opens and is done before serving:
  // an FFMPEG_PATH that does not run stops the start like any other bad setting.
  const video = ffmpegStartLine(config.ffmpeg).then(
    (line) => ({ line }),
    (err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }),
  );
  const shop = await createServer(config, dev ? { clientMiddleware: await viteMiddleware() } : {});
  const ffmpeg = await video;
  if ('error' in ffmpeg) {
    process.stderr.write(`Configuration error: ${ffmpeg.error}\n`);
    await shop.close();
    process.exit(1);
  }
  const { port } = await shop.listen();

  log('');
  const { name } = await shop.services.shopProfile.get();
  log(`${name} is running at ${port === config.port ? config.publicUrl : `http://localhost:${port}`}`);
  const admin = shop.services.adminPassword;
  if (admin.generated) log(`Admin password (generated, shown once): ${admin.generated}`);
  const shown = (file: string) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));
  if (admin.file) log(`The admin password is in ${shown(admin.file)} — sign in at /admin, then delete that file.`);
  else if (!admin.generated)
    log(
      config.adminPassword
        ? 'Admin password: the ADMIN_PASSWORD you set.'
        : 'Admin password: the one generated on first start (set ADMIN_PASSWORD to replace it).',
    );
  if (!config.stripe) log('Payments: test mode (no card is charged). Set STRIPE_SECRET_KEY for real payments.');
  else if (!config.stripe.webhookSecret)
    log(
      'Payments: STRIPE_WEBHOOK_SECRET is not set, so every Stripe webhook is refused; payments are confirmed only by the thank-you page check.',
    );
  log(
    config.databaseUrl
      ? `Database: PostgreSQL at ${databaseShown(config.databaseUrl)}.`
      : `Database: ${path.join(config.dataDir, 'app.db')}.`,
  );
  if (config.storage.kind === 's3') log(`Uploads: s3://${config.storage.bucket}/${config.storage.prefix}`);
  if (!config.smtpUrl) log(`Mail: written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it).`);
  log(ffmpeg.line);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    log('Shutting down…');
    await shop.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`Could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
