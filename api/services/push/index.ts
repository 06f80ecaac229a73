// Web push: subscribing devices, the notifier the rest of the shop calls (it only queues: one stored job per
// device, sent by the job runner, so a slow or failing push service never delays or fails the caller), and
// the jobs that send.
import type https from 'node:https';
import type { Kysely } from 'kysely';
import type { PushPayload } from '../../../shared/schemas/push';
import { findOrder } from '../../db/orders';
import type { AdminPushDevice } from '../../../shared/admin-api-types';
import { deleteAdminDevice, listAdminDevices, queuePushJobs, type PushOwnerKind } from '../../db/pushSubscriptions';
import type { Database } from '../../db/schema';
import type { AdminAuth, AuthenticatedAdmin } from '../admin/auth';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { VapidKeys } from '../secrets';
import { pushServiceName, systemResolve, type Resolve } from './addresses';
import type { PushNotifier, PushOwner } from './notifier';
import { createPushSender, PUSH_SEND_JOB } from './sender';
import { createPushSubscriptions } from './subscriptions';
import { ORDER_PAID_PUSH_JOB, orderPaidPush } from './triggers';

export { ORDER_PAID_PUSH_JOB, PUSH_SEND_JOB };
export type { PushNotifier, PushOwner };

export interface PushDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  adminAuth: AdminAuth;
  vapid: VapidKeys;
  log: (line: string) => void;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: endpoints on this machine or its network are accepted (tests only). */
  allowPrivate: boolean;
  /** The HTTPS agent for push requests (tests: one trusting the local endpoint's certificate). */
  agent?: https.Agent | undefined;
  /** Host names to addresses (tests: a table instead of DNS). */
  resolve?: Resolve | undefined;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createPushService(deps: PushDeps) {
  const { db, clock, jobs, log } = deps;
  const resolve = deps.resolve ?? systemResolve;
  const subscriptions = createPushSubscriptions({ db, clock, adminAuth: deps.adminAuth, resolve, allowPrivate: deps.allowPrivate });
  const sender = createPushSender({ db, clock, vapid: deps.vapid, log, resolve, allowPrivate: deps.allowPrivate, agent: deps.agent });

  /** Stores a send job per device of the owner (with `key`, at most once per device); throws if it could not. */
  async function queue(kind: PushOwnerKind, ownerId: string | null, payload: PushPayload, key?: string): Promise<void> {
    const queued = await queuePushJobs(db, { kind, ownerId, jobKind: PUSH_SEND_JOB, payload, key, now: clock.now().toISOString() });
    if (queued > 0) void jobs.runDue().catch(() => undefined);
  }

  /** The notifier's promise: a push that could not even be queued is logged, never the caller's failure. */
  const queueQuietly = (kind: PushOwnerKind, ownerId: string | null, payload: PushPayload) =>
    queue(kind, ownerId, payload).catch((err: unknown) => log(`push to ${kind} devices not queued: ${message(err)}`));

  const notifier: PushNotifier = {
    toAdmins: (payload) => queueQuietly('admin', null, payload),
    toOwner: (owner, payload) => queueQuietly(owner.kind, owner.id, payload),
  };

  return {
    ...notifier,
    subscribe: subscriptions.subscribe,
    unsubscribe: subscriptions.unsubscribe,

    /** Queues the payload for every admin device, once per device for `key`; throws if it could not be queued (a job retries). */
    toAdminsOnce: (payload: PushPayload, key: string) => queue('admin', null, payload, key),

    /** Job: one notification to one device. */
    send: sender.send,

    /** The admin's devices (Settings lists them with "Remove"); which ones this session subscribed. */
    async adminDevices(session: AuthenticatedAdmin): Promise<AdminPushDevice[]> {
      return (await listAdminDevices(db)).map((row) => ({
        id: row.id,
        service: pushServiceName(row.endpoint),
        subscribedAt: row.created_at,
        lastPushAt: row.last_sent_at,
        thisSession: row.admin_session_hash === session.tokenHash,
      }));
    },

    /** Forgets one admin device; false when there is no such admin device. */
    removeAdminDevice: (id: string): Promise<boolean> => deleteAdminDevice(db, id),

    /** Job: tells every admin device about a newly paid order. */
    async alertOrderPaid(payload: unknown): Promise<void> {
      const orderId = (payload as { orderId?: unknown } | null)?.orderId;
      const order = typeof orderId === 'string' ? await findOrder(db, orderId) : undefined;
      if (!order || order.paymentStatus !== 'paid') return;
      await queue('admin', null, orderPaidPush(order), `order-paid:${order.id}`);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
