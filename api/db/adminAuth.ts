// Queries for admin sign-in: sessions (kept by the token's hash) and the failed login attempts, per IP and in all.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function insertAdminSession(db: Kysely<Database>, s: { tokenHash: string; createdAt: string; expiresAt: string }) {
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: s.tokenHash, created_at: s.createdAt, expires_at: s.expiresAt, revoked_at: null })
    .execute();
}

/** The session for this hash, unless it expired or was logged out. */
export async function findActiveAdminSession(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('admin_sessions')
    .select(['token_hash', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeAdminSession(db: Kysely<Database>, tokenHash: string, now: string) {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session (a new password was set from the shell). */
export async function revokeAllAdminSessions(db: Kysely<Database>, now: string) {
  await db.updateTable('admin_sessions').set({ revoked_at: now }).where('revoked_at', 'is', null).execute();
}

/** Forgets every counted attempt (the owner proved who they are from the shell). */
export async function clearAllLoginAttempts(db: Kysely<Database>) {
  await db.deleteFrom('login_attempts').execute();
}

export async function deleteExpiredAdminSessions(db: Kysely<Database>, now: string) {
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', now).execute();
}

/** How many attempts this IP (or, without one, every IP) made since `since`, and when the oldest of them was. */
export async function loginAttemptsSince(
  db: Kysely<Database>,
  since: string,
  ip?: string,
): Promise<{ count: number; oldest: string | null }> {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('attempted_at').as('oldest')])
    .where('attempted_at', '>', since);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

export async function insertLoginAttempt(db: Kysely<Database>, ip: string, now: string) {
  await db.insertInto('login_attempts').values({ ip, attempted_at: now }).execute();
}

export async function clearLoginAttempts(db: Kysely<Database>, ip: string) {
  await db.deleteFrom('login_attempts').where('ip', '=', ip).execute();
}

export async function pruneLoginAttempts(db: Kysely<Database>, before: string) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
