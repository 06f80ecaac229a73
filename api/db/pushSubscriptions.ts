// Queries for web-push subscriptions (one row per browser endpoint, tied to the one thing it was last
// subscribed for), the existence checks a subscription's target needs, and the send jobs queued for them.
import type { Kysely } from 'kysely';
import { insertJob } from './jobs';
import type { Database, PushSubscriptionRow, PushSubscriptionsTable } from './schema';
import { inTransaction } from './transaction';

export type PushOwnerKind = PushSubscriptionsTable['owner_kind'];

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  ownerKind: PushOwnerKind;
  /** null for an admin device. */
  ownerId: string | null;
  /** An admin device: the session it was subscribed in. */
  adminSessionHash: string | null;
}

/**
 * Stores the subscription, or moves an endpoint stored before to these keys and this owner (a browser keeps
 * one endpoint per site, so the latest subscribe says what it is for; created_at becomes the time of that
 * subscribe). Answers whether the row is new.
 */
export async function upsertPushSubscription(db: Kysely<Database>, s: StoredSubscription & { id: string; now: string }): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('push_subscriptions').select('id').where('endpoint', '=', s.endpoint).executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('push_subscriptions')
        .set({
          p256dh: s.p256dh,
          auth: s.auth,
          owner_kind: s.ownerKind,
          owner_id: s.ownerId,
          admin_session_hash: s.adminSessionHash,
          created_at: s.now,
        })
        .where('id', '=', existing.id)
        .execute();
      return false;
    }
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: s.id,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        owner_kind: s.ownerKind,
        owner_id: s.ownerId,
        created_at: s.now,
        last_sent_at: null,
        admin_session_hash: s.adminSessionHash,
      })
      .execute();
    return true;
  });
}

/** Keeps the newest `keep` subscriptions of one owner and deletes the rest. */
export async function pruneOwnerSubscriptions(
  db: Kysely<Database>,
  kind: PushOwnerKind,
  ownerId: string | null,
  keep: number,
): Promise<void> {
  const newest = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('owner_kind', '=', kind)
    .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('owner_kind', '=', kind)
    .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
    .where('id', 'not in', newest)
    .execute();
}

export async function deletePushSubscriptionByEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function deletePushSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** The admin's devices (the one admin account's), newest first. */
export async function listAdminDevices(db: Kysely<Database>) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'admin_session_hash', 'created_at', 'last_sent_at'])
    .where('owner_kind', '=', 'admin')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Forgets one admin device; answers whether there was one. */
export async function deleteAdminDevice(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('id', '=', id).where('owner_kind', '=', 'admin').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Forgets the admin devices subscribed in one session (signed out), or every admin device (a new password). */
export async function deleteAdminDevicesOf(db: Kysely<Database>, sessionHash: string | 'all'): Promise<void> {
  let query = db.deleteFrom('push_subscriptions').where('owner_kind', '=', 'admin');
  if (sessionHash !== 'all') query = query.where('admin_session_hash', '=', sessionHash);
  await query.execute();
}

export async function findPushSubscription(db: Kysely<Database>, id: string): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markPushSent(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_sent_at: now }).where('id', '=', id).execute();
}

/**
 * One stored send job per subscription of the owner (every admin device when ownerId is null), in one
 * transaction: a failure queues none. With `key`, queueing the same notification again adds nothing.
 */
export async function queuePushJobs(
  db: Kysely<Database>,
  q: { kind: PushOwnerKind; ownerId: string | null; jobKind: string; payload: unknown; key: string | undefined; now: string },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('owner_kind', '=', q.kind)
      .where('owner_id', q.ownerId === null ? 'is' : '=', q.ownerId)
      .execute();
    for (const { id } of rows) {
      await insertJob(trx, {
        kind: q.jobKind,
        payload: JSON.stringify({ subscriptionId: id, payload: q.payload }),
        runAt: q.now,
        uniqueKey: q.key ? `push:${q.key}:${id}` : null,
        now: q.now,
      });
    }
    return rows.length;
  });
}

/** The order a customer's link names (its public token), if any. */
export async function findOrderIdByToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  return (await db.selectFrom('orders').select('id').where('public_token', '=', token).executeTakeFirst())?.id;
}

export async function freeSongSubmissionExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('free_song_submissions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The stored hash of a chat session's customer token, if the session exists. */
export async function chatSessionTokenHash(db: Kysely<Database>, sessionId: string): Promise<string | undefined> {
  return (await db.selectFrom('chat_sessions').select('token_hash').where('id', '=', sessionId).executeTakeFirst())?.token_hash;
}
