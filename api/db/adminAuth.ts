// Queries for admin sign-in: sessions (kept by the token's hash) and the failed login attempts, per IP and in all.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function insertAdminSession(
  db: Kysely<Database>,
  s: { tokenHash: string; createdAt: string; expiresAt: string; staffId: string | null },
) {
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: s.tokenHash, created_at: s.createdAt, expires_at: s.expiresAt, revoked_at: null, staff_id: s.staffId })
    .execute();
}

/** Open sessions: not expired, not logged out, and (a staff account's) of an account still there and not disabled. */
function activeSessions(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('admin_sessions as s')
    .leftJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['s.token_hash', 's.created_at', 's.expires_at', 's.staff_id', 'a.role', 'a.name', 'a.email'])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where((eb) => eb.or([eb('s.staff_id', 'is', null), eb.and([eb('a.id', 'is not', null), eb('a.disabled_at', 'is', null)])]));
}

/** The session for this hash, unless it expired, was logged out, or its account is gone or disabled. */
export async function findActiveAdminSession(db: Kysely<Database>, tokenHash: string, now: string) {
  return activeSessions(db, now).where('s.token_hash', '=', tokenHash).executeTakeFirst();
}

/** Open sessions, newest first: everyone's, or one account's (null: the owner's password). */
export async function listActiveAdminSessions(db: Kysely<Database>, now: string, staffId?: string | null) {
  let query = activeSessions(db, now);
  if (staffId !== undefined) query = staffId === null ? query.where('s.staff_id', 'is', null) : query.where('s.staff_id', '=', staffId);
  return query.orderBy('s.created_at', 'desc').execute();
}

/** Ends every open session of the account; answers their hashes (to close their streams). */
export async function revokeSessionsOfStaff(db: Kysely<Database>, staffId: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.map((row) => row.token_hash);
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

/** Whose attempts are counted: one address's, one account's, or (neither) everyone's. */
export type AttemptsOf = { ip?: string; staffId?: string };

/** How many attempts this IP or account (or, without either, everyone) made since `since`, and when the oldest of them was. */
export async function loginAttemptsSince(
  db: Kysely<Database>,
  since: string,
  of: AttemptsOf = {},
): Promise<{ count: number; oldest: string | null }> {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('attempted_at').as('oldest')])
    .where('attempted_at', '>', since);
  if (of.ip !== undefined) query = query.where('ip', '=', of.ip);
  if (of.staffId !== undefined) query = query.where('staff_id', '=', of.staffId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

export async function insertLoginAttempt(db: Kysely<Database>, ip: string, now: string, staffId: string | null = null) {
  await db.insertInto('login_attempts').values({ ip, attempted_at: now, staff_id: staffId }).execute();
}

/** Forgets the address's attempts, and the account's when one signed in. */
export async function clearLoginAttempts(db: Kysely<Database>, ip: string, staffId: string | null = null) {
  await db
    .deleteFrom('login_attempts')
    .where((eb) => (staffId === null ? eb('ip', '=', ip) : eb.or([eb('ip', '=', ip), eb('staff_id', '=', staffId)])))
    .execute();
}

export async function pruneLoginAttempts(db: Kysely<Database>, before: string) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
