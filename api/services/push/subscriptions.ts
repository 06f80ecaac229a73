// Subscribing a browser to pushes for one thing: an admin's device (a valid admin token), or a customer's
// order (its public token), free song (its submission id) or chat (its session and customer token).
import type { Kysely } from 'kysely';
import type { PushSubscribe, PushTarget } from '../../../shared/schemas/push';
import {
  chatSessionTokenHash,
  deletePushSubscriptionByEndpoint,
  findOrderIdByToken,
  freeSongSubmissionExists,
  pruneOwnerSubscriptions,
  upsertPushSubscription,
  type PushOwnerKind,
} from '../../db/pushSubscriptions';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import type { AdminAuth } from '../admin/auth';
import { chatTokenMatches } from '../chat/tokens';
import type { Clock } from '../clock';
import { endpointProblem, endpointVerdict, type Resolve } from './addresses';

/** Devices kept per owner: the oldest goes when one more subscribes (a token cannot fan a push out endlessly). */
export const DEVICES_PER_OWNER = { admin: 20, customer: 10 } as const;

export type SubscribeResult =
  | { ok: true; created: boolean }
  /** An admin device without a valid admin token. */
  | { ok: false; refusal: 'unauthorized' }
  /** No order, submission or chat (with that token) to subscribe to. */
  | { ok: false; refusal: 'notFound' }
  /** The endpoint is not written as a browser writes one (parsers would disagree on where it leads). */
  | { ok: false; refusal: 'invalidEndpoint' }
  /** The endpoint's host is (or resolves to) a non-public address. */
  | { ok: false; refusal: 'privateEndpoint' };

type Owner = { kind: PushOwnerKind; id: string | null; adminSessionHash: string | null };

export function createPushSubscriptions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  adminAuth: AdminAuth;
  resolve: Resolve;
  allowPrivate: boolean;
}) {
  const { db, clock } = deps;

  async function ownerOf(target: PushTarget, authorization: string | undefined): Promise<Owner | 'unauthorized' | undefined> {
    switch (target.kind) {
      case 'admin': {
        // The device belongs to this sign-in: signing out forgets it. Admin alerts name customers and orders: not a
        // musician's (issue 26), who sees only the work assigned to them.
        const session = await deps.adminAuth.authenticate(authorization);
        return session && session.role !== 'musician' ? { kind: 'admin', id: null, adminSessionHash: session.tokenHash } : 'unauthorized';
      }
      case 'order': {
        const id = await findOrderIdByToken(db, target.token);
        return id ? { kind: 'order', id, adminSessionHash: null } : undefined;
      }
      case 'freeSong':
        return (await freeSongSubmissionExists(db, target.id)) ? { kind: 'free_song', id: target.id, adminSessionHash: null } : undefined;
      case 'chat': {
        const hash = await chatSessionTokenHash(db, target.sessionId);
        return hash && chatTokenMatches(target.token, hash) ? { kind: 'chat', id: target.sessionId, adminSessionHash: null } : undefined;
      }
    }
  }

  return {
    async subscribe(input: PushSubscribe, authorization: string | undefined): Promise<SubscribeResult> {
      if (endpointProblem(input.endpoint)) return { ok: false, refusal: 'invalidEndpoint' };
      const owner = await ownerOf(input.target, authorization);
      if (owner === 'unauthorized') return { ok: false, refusal: 'unauthorized' };
      if (!owner) return { ok: false, refusal: 'notFound' };
      // A name without an address yet is taken: it is judged again at every send.
      if (!deps.allowPrivate && (await endpointVerdict(input.endpoint, deps.resolve)) === 'private')
        return { ok: false, refusal: 'privateEndpoint' };
      const created = await upsertPushSubscription(db, {
        id: newId(),
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        ownerKind: owner.kind,
        ownerId: owner.id,
        adminSessionHash: owner.adminSessionHash,
        now: clock.now().toISOString(),
      });
      await pruneOwnerSubscriptions(
        db,
        owner.kind,
        owner.id,
        owner.kind === 'admin' ? DEVICES_PER_OWNER.admin : DEVICES_PER_OWNER.customer,
      );
      return { ok: true, created };
    },

    /** Forgets the endpoint (unknown ones too: the answer says nothing about what is stored). */
    async unsubscribe(endpoint: string): Promise<void> {
      await deletePushSubscriptionByEndpoint(db, endpoint);
    },
  };
}
