// Admin sign-in (DESIGN §4): the password checked against its scrypt hash, a random 256-bit token of which
// only the SHA-256 is stored, 12 h sessions, and failed logins limited per IP in the database (so a restart
// does not reset the count).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminSession } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import {
  clearLoginAttempts,
  deleteExpiredAdminSessions,
  findActiveAdminSession,
  insertAdminSession,
  insertLoginAttempt,
  loginAttemptsSince,
  pruneLoginAttempts,
  revokeAdminSession,
} from '../../db/adminAuth';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { newToken } from '../../ids';
import { verifyPassword } from '../auth/password';
import type { Clock } from '../clock';

export const SESSION_MS = 12 * 3_600_000;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_LOGIN_ATTEMPTS = 5;
export const AUTH_REQUIRED = 'Authentication required';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The contract's wording, kept exactly (screens show it as is). */
export const tooManyAttempts = (minutes: number) => `Too many login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export interface AuthenticatedAdmin {
  tokenHash: string;
  expiresAt: string;
}

export function createAdminAuth(deps: { db: Kysely<Database>; clock: Clock; passwordHash: string }) {
  const { db, clock } = deps;

  /**
   * Counts this attempt before the password is checked, in one transaction with the check of the count:
   * parallel guesses from one IP can never get more than MAX_LOGIN_ATTEMPTS verifications per window.
   */
  async function admitAttempt(ip: string): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    const retryAfterMs = await db.transaction().execute(async (trx) => {
      await pruneLoginAttempts(trx, since);
      const { count, oldest } = await loginAttemptsSince(trx, ip, since);
      if (count >= MAX_LOGIN_ATTEMPTS) return new Date(oldest ?? now.toISOString()).getTime() + LOGIN_WINDOW_MS - now.getTime();
      await insertLoginAttempt(trx, ip, now.toISOString());
      return 0;
    });
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new HttpError(429, tooManyAttempts(Math.ceil(seconds / 60)), { 'Retry-After': String(seconds) });
    }
  }

  return {
    async login(password: string, ip: string): Promise<AdminSession> {
      await admitAttempt(ip);
      if (!(await verifyPassword(password, deps.passwordHash))) throw new HttpError(401, ADMIN_MESSAGES.invalidPassword);
      await clearLoginAttempts(db, ip);
      const now = clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
      await deleteExpiredAdminSessions(db, now.toISOString());
      await insertAdminSession(db, { tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt });
      return { token, expiresAt };
    },

    /** The session an `Authorization: Bearer …` header names, if it is valid, unexpired and not logged out. */
    async authenticate(header: string | undefined): Promise<AuthenticatedAdmin | undefined> {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      const row = await findActiveAdminSession(db, hashToken(token), clock.now().toISOString());
      return row && { tokenHash: row.token_hash, expiresAt: row.expires_at };
    },

    async logout(session: AuthenticatedAdmin): Promise<void> {
      await revokeAdminSession(db, session.tokenHash, clock.now().toISOString());
    },
  };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;
