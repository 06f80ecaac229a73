// Runtime configuration from the environment (DESIGN §2): every variable optional, every bad value fatal.
import path from 'node:path';
import { z } from 'zod';
import { checkShopProfileField } from '../shared/schemas/shopProfile';
import { type ShopProfile } from '../shared/shopProfile';
import { SHOP_PROFILE_ENV, SHOP_PROFILE_FIELDS } from '../shared/shopProfileFields';
import { FfmpegPathError, findFfmpeg, type FfmpegBinary } from './services/video/ffmpegBinary';

export interface Config {
  port: number;
  host: string | undefined;
  dataDir: string;
  publicUrl: string;
  trustProxy: boolean;
  adminPassword: string | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl: string | undefined } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  vapidSubject: string;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: push endpoints on loopback or private networks are accepted (tests only). */
  pushAllowPrivateEndpoints: boolean;
  /** AI promo videos: only with OPENAI_API_KEY. */
  openai: { apiKey: string; baseUrl: string | undefined; model: string; ttsModel: string; timeoutMs: number } | undefined;
  freeSongSpots: number;
  analytics: { gaMeasurementId?: string; googleAdsConversion?: string; metaPixelId?: string };
  logRequests: boolean;
  /** DATABASE_URL: PostgreSQL (postgres://…); unset = the SQLite file DATA_DIR/app.db. */
  databaseUrl: string | undefined;
  /** STORAGE_URL: uploads in an S3-compatible bucket (s3://bucket/prefix); unset = DATA_DIR/uploads. */
  storage: StorageConfig;
  /** The ffmpeg that renders videos and encodes the demo songs: FFMPEG_PATH, else the system's, else the bundled one. */
  ffmpeg: FfmpegBinary;
  /** SHOP_NAME, SUPPORT_EMAIL, …: the shop profile's fields given by the environment, which seed it at first start. */
  shopProfileSeed: Partial<ShopProfile>;
  /** Where the built PWA lives (not an environment variable: tests point it elsewhere). */
  distDir: string;
}

export type StorageConfig =
  | { kind: 'disk' }
  /** Region and keys come from the standard AWS variables; `endpoint` (S3_ENDPOINT) for MinIO, R2 and the like. */
  | { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined };

export class ConfigError extends Error {}

const optional = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = (name: string) =>
  optional.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 65535), {
    error: `${name} must be a whole number from 0 to 65535`,
  });

const url = (name: string, protocols: string[]) =>
  optional.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const email = (name: string) =>
  optional.refine((v) => v === undefined || /^[^\s@<>]+@[^\s@<>]+$/.test(v) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(v), {
    error: `${name} must be an e-mail address`,
  });

const flag = (name: string) =>
  optional.refine((v) => v === undefined || ['true', 'false', '1', '0', 'yes', 'no'].includes(v.toLowerCase()), {
    error: `${name} must be true or false`,
  });

const envSchema = z.object({
  PORT: port('PORT'),
  HOST: optional,
  DATA_DIR: optional,
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
  TRUST_PROXY: flag('TRUST_PROXY'),
  ADMIN_PASSWORD: optional.refine((v) => v === undefined || v.length >= 8, {
    error: 'ADMIN_PASSWORD must be at least 8 characters',
  }),
  STRIPE_SECRET_KEY: optional.refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), {
    error: 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…',
  }),
  STRIPE_WEBHOOK_SECRET: optional.refine((v) => v === undefined || v.startsWith('whsec_'), {
    error: 'STRIPE_WEBHOOK_SECRET must start with whsec_',
  }),
  STRIPE_API_URL: url('STRIPE_API_URL', ['http:', 'https:']),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
  MAIL_FROM: email('MAIL_FROM'),
  ADMIN_EMAIL: email('ADMIN_EMAIL'),
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.refine((v) => v === undefined || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), {
    error: 'VAPID_SUBJECT must be a mailto: or https:// address',
  }),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag('PUSH_ALLOW_PRIVATE_ENDPOINTS'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: url('OPENAI_BASE_URL', ['http:', 'https:']),
  OPENAI_MODEL: optional,
  OPENAI_TTS_MODEL: optional,
  OPENAI_TIMEOUT_SECONDS: optional.refine((v) => v === undefined || (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0 && Number(v) <= 600), {
    error: 'OPENAI_TIMEOUT_SECONDS must be a number of seconds above 0, at most 600',
  }),
  FREE_SONG_SPOTS: optional.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 100000), {
    error: 'FREE_SONG_SPOTS must be a whole number from 0 to 100000',
  }),
  GA_MEASUREMENT_ID: optional.refine((v) => v === undefined || /^G-[A-Z0-9]+$/.test(v), {
    error: 'GA_MEASUREMENT_ID must look like G-XXXXXXX',
  }),
  GOOGLE_ADS_CONVERSION: optional.refine((v) => v === undefined || /^AW-\d+\/[\w-]+$/.test(v), {
    error: 'GOOGLE_ADS_CONVERSION must look like AW-123456789/label',
  }),
  META_PIXEL_ID: optional.refine((v) => v === undefined || /^\d+$/.test(v), { error: 'META_PIXEL_ID must be digits' }),
  LOG_REQUESTS: flag('LOG_REQUESTS'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  STORAGE_URL: optional.refine((v) => v === undefined || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/.test(v), {
    error: 'STORAGE_URL must look like s3://bucket or s3://bucket/prefix',
  }),
  S3_ENDPOINT: url('S3_ENDPOINT', ['http:', 'https:']),
  FFMPEG_PATH: optional,
});

const isTrue = (v: string | undefined) => v !== undefined && ['true', '1', 'yes'].includes(v.toLowerCase());

/** Reads the configuration; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(issue.message);
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) throw new ConfigError('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not');

  const portNumber = e.PORT === undefined ? 3000 : Number(e.PORT);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, '');
  // The defaults of VAPID_SUBJECT and MAIL_FROM name the demo shop's technical addresses, not the shop profile: mail
  // goes out under the profile's name (api/services/mail) from MAIL_FROM's address, and push services only ask
  // for a contact address they can reach.
  const vapidSubject = e.VAPID_SUBJECT ?? `mailto:${(e.ADMIN_EMAIL ?? 'admin@serenade.example').replace(/^.*<|>$/g, '')}`;
  return {
    port: portNumber,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR ?? 'data'),
    publicUrl,
    trustProxy: isTrue(e.TRUST_PROXY),
    adminPassword: e.ADMIN_PASSWORD,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Serenade <songs@serenade.example>',
    adminEmail: e.ADMIN_EMAIL ?? 'admin@serenade.example',
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: vapidSubject }
        : undefined,
    vapidSubject,
    pushAllowPrivateEndpoints: isTrue(e.PUSH_ALLOW_PRIVATE_ENDPOINTS),
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
          ttsModel: e.OPENAI_TTS_MODEL ?? 'tts-1',
          timeoutMs: Math.round(Number(e.OPENAI_TIMEOUT_SECONDS ?? 60) * 1000),
        }
      : undefined,
    freeSongSpots: e.FREE_SONG_SPOTS === undefined ? 20 : Number(e.FREE_SONG_SPOTS),
    analytics: {
      ...(e.GA_MEASUREMENT_ID ? { gaMeasurementId: e.GA_MEASUREMENT_ID } : {}),
      ...(e.GOOGLE_ADS_CONVERSION ? { googleAdsConversion: e.GOOGLE_ADS_CONVERSION } : {}),
      ...(e.META_PIXEL_ID ? { metaPixelId: e.META_PIXEL_ID } : {}),
    },
    logRequests: e.LOG_REQUESTS === undefined ? true : isTrue(e.LOG_REQUESTS),
    databaseUrl: e.DATABASE_URL,
    storage: storageConfig(e.STORAGE_URL, e.S3_ENDPOINT),
    ffmpeg: ffmpegConfig(e.FFMPEG_PATH, env.PATH, root),
    shopProfileSeed: shopProfileSeed(env),
    distDir: path.resolve(root, 'dist'),
  };
}

/** Each profile field whose variable is set (empty counts as unset, as for every variable), checked as the admin's form checks it. */
function shopProfileSeed(env: NodeJS.ProcessEnv): Partial<ShopProfile> {
  const seed: Partial<ShopProfile> = {};
  for (const field of SHOP_PROFILE_FIELDS) {
    const name = SHOP_PROFILE_ENV[field];
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    const checked = checkShopProfileField(field, field === 'postalAddress' ? value.replace(/\\n/g, '\n') : value);
    if (!checked.ok) throw new ConfigError(`${name}: ${checked.error}`);
    seed[field] = checked.value;
  }
  return seed;
}

/** Here only file checks: that it runs is checked at start (api/main.ts), while the database opens. */
function ffmpegConfig(explicit: string | undefined, pathEnv: string | undefined, root: string): FfmpegBinary {
  try {
    return findFfmpeg({ explicit, pathEnv, root });
  } catch (err) {
    if (err instanceof FfmpegPathError) throw new ConfigError(err.message);
    throw err;
  }
}

function storageConfig(storageUrl: string | undefined, endpoint: string | undefined): StorageConfig {
  if (storageUrl === undefined) {
    if (endpoint !== undefined) throw new ConfigError('S3_ENDPOINT is set but STORAGE_URL is not');
    return { kind: 'disk' };
  }
  const { hostname, pathname } = new URL(storageUrl);
  const prefix = pathname.replace(/^\/+|\/+$/g, '');
  return { kind: 's3', bucket: hostname, prefix: prefix ? `${prefix}/` : '', endpoint };
}
