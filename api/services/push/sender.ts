// The push send job: one stored job per subscription, sent with web-push (aes128gcm, VAPID). A push service
// answering 404 or 410 means the browser dropped the subscription, so it is deleted; any other failure is
// thrown for the job runner to retry. Endpoint URLs are secrets of their subscriber: only origins are logged
// (the origin a connection goes to, as web-push reads the endpoint).
import { createHash } from 'node:crypto';
import type https from 'node:https';
import type { Kysely } from 'kysely';
import type { PushPayload } from '../../../shared/schemas/push';
import { deletePushSubscription, findPushSubscription, markPushSent } from '../../db/pushSubscriptions';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { VapidKeys } from '../secrets';
import { endpointOrigin, endpointProblem, endpointVerdict, GuardedAgent, PRIVATE_ADDRESS, type Resolve } from './addresses';

export const PUSH_SEND_JOB = 'push.send';

/** A day: a phone that is off for longer gets no stale "new message" when it wakes. */
const TTL_SECONDS = 24 * 3600;
/** The push service must answer within this; the job runner runs one job at a time. */
const TIMEOUT_MS = 15_000;

export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

function pushJob(value: unknown): PushJob | undefined {
  const job = value as Partial<PushJob> | null;
  const p = job?.payload;
  if (
    typeof job?.subscriptionId !== 'string' ||
    !p ||
    typeof p.title !== 'string' ||
    typeof p.body !== 'string' ||
    typeof p.url !== 'string'
  )
    return undefined;
  return {
    subscriptionId: job.subscriptionId,
    payload: { title: p.title, body: p.body, url: p.url, ...(typeof p.tag === 'string' ? { tag: p.tag } : {}) },
  };
}

/** The push service keeps one undelivered message per topic: one per tag (a chat, an order) is enough. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export function createPushSender(deps: {
  db: Kysely<Database>;
  clock: Clock;
  vapid: VapidKeys;
  log: (line: string) => void;
  resolve: Resolve;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: tests with a local push endpoint. */
  allowPrivate: boolean;
  /** Replaces the guarded agent (tests: trusting a local self-signed push endpoint). */
  agent: https.Agent | undefined;
}) {
  const { db, clock, log } = deps;
  const vapidDetails = { subject: deps.vapid.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey };
  // Node's trust store, and the address checked as each socket connects.
  const agent = deps.agent ?? (deps.allowPrivate ? undefined : new GuardedAgent(deps.resolve));

  return {
    /** Job: sends one notification to one subscription. */
    async send(value: unknown): Promise<void> {
      const job = pushJob(value);
      const sub = job && (await findPushSubscription(db, job.subscriptionId));
      if (!job || !sub) return;
      const origin = endpointOrigin(sub.endpoint);
      // Stored before endpoints were judged as web-push reads them: it can never be sent safely.
      if (endpointProblem(sub.endpoint)) {
        await deletePushSubscription(db, sub.id);
        return log(`push to ${origin} skipped: the endpoint is not in its canonical form; subscription removed`);
      }
      if (!deps.allowPrivate) {
        const verdict = await endpointVerdict(sub.endpoint, deps.resolve);
        if (verdict === 'private') return log(`push to ${origin} skipped: not a public address`);
        if (verdict === 'unresolved') throw new Error(`push to ${origin} failed: the host did not resolve`);
      }
      // Imported with the first push: an idle shop does not hold web-push and its crypto dependencies.
      const { default: webpush } = await import('web-push');
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(job.payload),
          {
            vapidDetails,
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: TIMEOUT_MS,
            ...(job.payload.tag ? { topic: topicOf(job.payload.tag) } : {}),
            ...(agent ? { agent } : {}),
          },
        );
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) {
          await deletePushSubscription(db, sub.id);
          return log(`push subscription at ${origin} is gone (${status}): removed`);
        }
        if ((err as NodeJS.ErrnoException).code === PRIVATE_ADDRESS) return log(`push to ${origin} skipped: not a public address`);
        // A new error, so nothing carrying the endpoint (WebPushError has it) reaches the runner's log or the jobs table.
        const reason =
          status !== undefined ? `the push service answered ${status}` : ((err as NodeJS.ErrnoException).code ?? 'the request failed');
        throw new Error(`push to ${origin} failed: ${reason}`);
      }
      await markPushSent(db, sub.id, clock.now().toISOString());
    },
  };
}
