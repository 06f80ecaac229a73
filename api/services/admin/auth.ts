// Admin sign-in (DESIGN §4): the password checked against its scrypt hash, a random 256-bit token of which
// only the SHA-256 is stored, 12 h sessions, and failed logins counted in the database (so a restart does
// not reset them): per address a lock, across all addresses a ceiling that slows guessing down without
// ever locking the owner out.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AdminSession, AdminSessionInfo } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES, type AdminLogin } from '../../../shared/schemas/admin';
import { STAFF_MESSAGES, type StaffRole } from '../../../shared/schemas/staff';
import {
  clearLoginAttempts,
  deleteExpiredAdminSessions,
  findActiveAdminSession,
  insertAdminSession,
  insertLoginAttempt,
  listActiveAdminSessions,
  loginAttemptsSince,
  pruneLoginAttempts,
  revokeAdminSession,
  revokeSessionsOfStaff,
} from '../../db/adminAuth';
import { findStaffByEmail } from '../../db/staff';
import type { DbEvents } from '../../db/events';
import { deleteAdminDevicesOf } from '../../db/pushSubscriptions';
import { readState } from '../../db/settings';
import type { Database } from '../../db/schema';
import { notFound, tooMany, unauthenticated } from '../errors';
import { newToken } from '../../ids';
import { verifyPassword } from '../auth/password';
import type { Clock } from '../clock';
import { ADMIN_PASSWORD_STATE, type AdminPasswordState } from '../secrets';
import { inTransaction } from '../../db/transaction';
import type { AuditLog } from '../audit/auditLog';
import { OWNER_ACTOR, staffActor } from '../audit/actor';

export const SESSION_MS = 12 * 3_600_000;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed attempts one address may make per window; the next answer is a 429, whatever the password. */
export const MAX_LOGIN_ATTEMPTS = 5;
/** Failed attempts from all addresses together per window before every attempt is answered more slowly. */
export const GLOBAL_FAILURE_CEILING = 100;
/** The slowest answer the ceiling makes: the owner waits at most this long, and then gets in. */
export const MAX_LOGIN_DELAY_MS = 10_000;
export const AUTH_REQUIRED = 'Authentication required';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The contract's wording, kept exactly (screens show it as is). */
export const tooManyAttempts = (minutes: number) =>
  `Too many login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * How long an attempt waits before its password is checked, given the failures of all addresses in the
 * window: nothing under the ceiling, then one second more for every further ceiling's worth, capped.
 * Right and wrong passwords wait alike, so a guesser cannot give up early on a slow answer.
 */
export function loginDelayMs(failuresInWindow: number): number {
  if (failuresInWindow < GLOBAL_FAILURE_CEILING) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 1000 * (1 + Math.floor((failuresInWindow - GLOBAL_FAILURE_CEILING) / GLOBAL_FAILURE_CEILING)));
}

export interface AuthenticatedAdmin {
  tokenHash: string;
  expiresAt: string;
  /** The shop's password signs in the owner (staffId null); a staff account signs in with its own role. */
  role: StaffRole;
  staffId: string | null;
  name: string | null;
}

/** A session's id in lists: the start of its token's hash (the hash itself stays on the server). */
const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

type SessionRow = NonNullable<Awaited<ReturnType<typeof findActiveAdminSession>>>;
const signedIn = (row: SessionRow): AuthenticatedAdmin => ({
  tokenHash: row.token_hash,
  expiresAt: row.expires_at,
  role: row.staff_id === null ? 'owner' : row.role!,
  staffId: row.staff_id,
  name: row.staff_id === null ? null : row.name,
});

/** The kind of message between processes that says sessions ended: one (signed out) or all (a new password). */
const SESSIONS_ENDED = 'admin-sessions-ended';
type SessionsEnded = { topic: typeof SESSIONS_ENDED; tokenHash: string | null };

/** Longest a timer may be set for (Node's limit is 2^31-1 ms); a longer wait is left to the periodic check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface AdminAuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  password: AdminPasswordState;
  /** Messages between processes: a sign-out on one ends the open streams of that session on all. */
  events: Pick<DbEvents, 'publish' | 'subscribe'>;
  audit: Pick<AuditLog, 'record'>;
}

/**
 * Counts this attempt as a failure before the password is checked (a success takes it back), in one
 * transaction with the check of the counts: parallel guesses from one address can never get more than
 * MAX_LOGIN_ATTEMPTS checks per window. Answers how long the attempt must wait.
 */
async function admitAttempt({ db, clock }: AdminAuthDeps, ip: string, staffId: string | null): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const verdict = await inTransaction(db, async (trx) => {
    await pruneLoginAttempts(trx, since);
    // The same lock twice: per address, and (a staff account) per account, whatever address guesses at it.
    const locks = [{ ip }, ...(staffId === null ? [] : [{ staffId }])];
    for (const of of locks) {
      const { count, oldest } = await loginAttemptsSince(trx, since, of);
      if (count >= MAX_LOGIN_ATTEMPTS)
        return { retryAfterMs: new Date(oldest ?? now.toISOString()).getTime() + LOGIN_WINDOW_MS - now.getTime(), delayMs: 0 };
    }
    const all = await loginAttemptsSince(trx, since);
    await insertLoginAttempt(trx, ip, now.toISOString(), staffId);
    return { retryAfterMs: 0, delayMs: loginDelayMs(all.count) };
  });
  if (verdict.retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw tooMany(tooManyAttempts(Math.ceil(seconds / 60)), seconds);
  }
  return verdict.delayMs;
}

/** The hash to check against: ADMIN_PASSWORD's while it is set, else the stored one (`npm run admin-password` may change it while we run). */
async function passwordHash({ db, password }: AdminAuthDeps): Promise<string> {
  if (password.source === 'environment') return password.hash;
  return (await readState(db, ADMIN_PASSWORD_STATE)) ?? password.hash;
}

/** The watchers of open sessions (live streams), told when their session ends here or on another process. */
function sessionWatchers({ db, clock, events }: AdminAuthDeps) {
  /** By token hash. */
  const watchers = new Map<string, Set<() => void>>();
  const endWatchers = (tokenHash: string | null) => {
    const ended = tokenHash === null ? [...watchers.values()] : [watchers.get(tokenHash) ?? new Set<() => void>()];
    for (const set of ended) for (const onEnd of [...set]) onEnd();
  };
  events.subscribe((payload) => {
    const message = JSON.parse(payload) as Partial<SessionsEnded>;
    if (message.topic === SESSIONS_ENDED) endWatchers(message.tokenHash ?? null);
  });

  /** Whether the session is still signed in (not logged out, not expired, not ended by a new password). */
  async function stillActive(session: AuthenticatedAdmin): Promise<boolean> {
    return (await findActiveAdminSession(db, session.tokenHash, clock.now().toISOString())) !== undefined;
  }

  /**
   * Calls `onEnd` once when the session ends: at once when it is signed out (on any process), at its expiry, and
   * when a check every `recheckMs` finds it gone (a password set from the shell ends every session in the
   * database). Answers the function that stops watching.
   */
  return function watch(session: AuthenticatedAdmin, onEnd: () => void, recheckMs: number): () => void {
    let stopped = false;
    const set = watchers.get(session.tokenHash) ?? new Set<() => void>();
    watchers.set(session.tokenHash, set);
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(expiry);
      clearInterval(recheck);
      set.delete(end);
      if (set.size === 0 && watchers.get(session.tokenHash) === set) watchers.delete(session.tokenHash);
    };
    const end = () => {
      if (stopped) return;
      stop();
      onEnd();
    };
    set.add(end);
    const untilExpiry = new Date(session.expiresAt).getTime() - clock.now().getTime();
    const expiry = setTimeout(end, Math.min(Math.max(0, untilExpiry), MAX_TIMER_MS));
    const recheck = setInterval(() => {
      stillActive(session).then(
        (active) => active || end(),
        () => undefined, // the database could not answer: the next check asks again
      );
    }, recheckMs);
    return stop;
  };
}

export function createAdminAuth(deps: AdminAuthDeps) {
  const { db, clock, events } = deps;
  const watch = sessionWatchers(deps);

  return {
    /**
     * `{ password }`: the owner with the shop's password, as before. `{ email, password }`: that staff account, if it
     * set its password and is not disabled; an unknown address is answered like a wrong password.
     */
    async login({ email, password }: AdminLogin, ip: string): Promise<AdminSession> {
      const account = email === undefined ? undefined : await findStaffByEmail(db, email);
      const staffId = account?.id ?? null;
      const delayMs = await admitAttempt(deps, ip, staffId);
      if (delayMs > 0) await sleep(delayMs);
      const actor = account ? staffActor(account) : OWNER_ACTOR;
      if (email === undefined) {
        if (!(await verifyPassword(password, await passwordHash(deps)))) {
          await deps.audit.record({ action: 'sign_in_failed', actor, detail: `Wrong password from ${ip}` });
          throw unauthenticated(ADMIN_MESSAGES.invalidPassword);
        }
      } else if (!account?.password_hash || account.disabled_at !== null || !(await verifyPassword(password, account.password_hash))) {
        await deps.audit.record({
          action: 'sign_in_failed',
          actor: account ? actor : { id: null, label: email },
          detail: `Wrong e-mail or password from ${ip}`,
        });
        throw unauthenticated(STAFF_MESSAGES.invalidCredentials);
      }
      await clearLoginAttempts(db, ip, staffId);
      await deps.audit.record({ action: 'sign_in', actor, detail: `From ${ip}` });
      const now = clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
      await deleteExpiredAdminSessions(db, now.toISOString());
      await insertAdminSession(db, { tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt, staffId });
      return account
        ? { token, expiresAt, role: account.role, name: account.name, staffId: account.id }
        : { token, expiresAt, role: 'owner', name: null, staffId: null };
    },

    /** The session an `Authorization: Bearer …` header names, if it is valid, unexpired, not logged out and its account not disabled. */
    async authenticate(header: string | undefined): Promise<AuthenticatedAdmin | undefined> {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      const row = await findActiveAdminSession(db, hashToken(token), clock.now().toISOString());
      return row && signedIn(row);
    },

    /** Open sessions: the owner sees everyone's, anyone else their own. */
    async sessions(viewer: AuthenticatedAdmin): Promise<AdminSessionInfo[]> {
      const now = clock.now().toISOString();
      const rows = await listActiveAdminSessions(db, now, viewer.role === 'owner' ? undefined : viewer.staffId);
      return rows.map((row) => {
        const who = signedIn(row);
        return {
          id: sessionId(row.token_hash),
          staffId: row.staff_id,
          who: row.staff_id === null ? 'Shop password' : `${row.name || row.email} <${row.email}>`,
          role: who.role,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          current: row.token_hash === viewer.tokenHash,
        };
      });
    },

    /** Ends one session from the list: the owner any, anyone else only their own. */
    async revoke(viewer: AuthenticatedAdmin, id: string): Promise<void> {
      const rows = await listActiveAdminSessions(db, clock.now().toISOString(), viewer.role === 'owner' ? undefined : viewer.staffId);
      const row = rows.find((r) => sessionId(r.token_hash) === id);
      if (!row) throw notFound(STAFF_MESSAGES.sessionNotFound);
      await this.logout(signedIn(row));
    },

    /** Ends every session of a staff account at once (disabled, deleted, or its role changed), on every process. */
    async endSessionsOf(staffId: string): Promise<void> {
      const hashes = await inTransaction(db, async (trx) => {
        const ended = await revokeSessionsOfStaff(trx, staffId, clock.now().toISOString());
        for (const hash of ended) await deleteAdminDevicesOf(trx, hash);
        return ended;
      });
      for (const tokenHash of hashes) events.publish(JSON.stringify({ topic: SESSIONS_ENDED, tokenHash } satisfies SessionsEnded));
    },

    /** Ends the session, forgets the push devices subscribed in it, and closes its open streams on every process. */
    async logout(session: AuthenticatedAdmin): Promise<void> {
      await inTransaction(db, async (trx) => {
        await revokeAdminSession(trx, session.tokenHash, clock.now().toISOString());
        await deleteAdminDevicesOf(trx, session.tokenHash);
      });
      events.publish(JSON.stringify({ topic: SESSIONS_ENDED, tokenHash: session.tokenHash } satisfies SessionsEnded));
    },

    watch,
  };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;
