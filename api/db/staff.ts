// Queries for staff accounts and their invitations (issue 26): only an invitation token's SHA-256 is kept.
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from './schema';

export type StaffRow = Awaited<ReturnType<typeof findStaff>> & object;

const columns = ['id', 'email', 'name', 'role', 'password_hash', 'disabled_at', 'created_at', 'updated_at'] as const;

export async function findStaff(db: Kysely<Database>, id: string) {
  return db.selectFrom('staff_accounts').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff_accounts').select(columns).where('email', '=', email).executeTakeFirst();
}

/** Every account, oldest first, with its open invitation's expiry and its open sessions counted. */
export async function listStaff(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('staff_accounts as a')
    .select(columns.map((c) => `a.${c}` as const))
    .select((eb) => [
      eb
        .selectFrom('staff_invitations as i')
        .select((e) => e.fn.max('i.expires_at').as('x'))
        .whereRef('i.staff_id', '=', 'a.id')
        .where('i.used_at', 'is', null)
        .as('invitation_expires_at'),
      eb
        .selectFrom('admin_sessions as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.staff_id', '=', 'a.id')
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .as('active_sessions'),
    ])
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

export async function insertStaff(db: Kysely<Database>, s: { id: string; email: string; name: string; role: StaffRole; now: string }) {
  await db
    .insertInto('staff_accounts')
    .values({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role,
      password_hash: null,
      disabled_at: null,
      created_at: s.now,
      updated_at: s.now,
    })
    .execute();
}

export async function updateStaff(
  db: Kysely<Database>,
  id: string,
  change: { name?: string; role?: StaffRole; disabled_at?: string | null; password_hash?: string },
  now: string,
) {
  await db
    .updateTable('staff_accounts')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteStaff(db: Kysely<Database>, id: string) {
  await db.deleteFrom('admin_sessions').where('staff_id', '=', id).execute();
  await db.deleteFrom('login_attempts').where('staff_id', '=', id).execute();
  await db.deleteFrom('staff_accounts').where('id', '=', id).execute();
}

export async function insertInvitation(db: Kysely<Database>, i: { tokenHash: string; staffId: string; expiresAt: string; now: string }) {
  await db
    .insertInto('staff_invitations')
    .values({ token_hash: i.tokenHash, staff_id: i.staffId, expires_at: i.expiresAt, used_at: null, created_at: i.now })
    .execute();
}

export async function findInvitation(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_invitations')
    .select(['token_hash', 'staff_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Voids every unspent invitation of an account (a new link replaces them): their links then answer 404. */
export async function deleteOpenInvitations(db: Kysely<Database>, staffId: string) {
  await db.deleteFrom('staff_invitations').where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
}

/** Spends the invitation if it is still unused: of two clicks on one link, one wins. */
export async function useInvitation(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
