// Staff accounts (issue 26, item 1): the owner's list; invitations (invitations.ts) set the password, hashed as the
// shop's own admin password is; the owner changes a role or a name, disables an account (its sessions end at once)
// or deletes it, each recorded in the audit log.
import type { StaffMember } from '../../../shared/admin-api-types';
import { STAFF_MESSAGES, type StaffUpdate } from '../../../shared/schemas/staff';
import { deleteStaff, findStaff, listStaff, updateStaff } from '../../db/staff';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../errors';
import type { AuthenticatedAdmin } from './auth';
import { createInvitations } from './invitations';
import { audited, otherAccount, type StaffDeps } from './staffAccounts';

type ListedRow = Awaited<ReturnType<typeof listStaff>>[number];

function memberView(row: ListedRow, now: string): StaffMember {
  const invitation = row.password_hash === null ? ((row.invitation_expires_at as string | null) ?? null) : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: row.disabled_at !== null ? 'disabled' : row.password_hash === null ? 'invited' : 'active',
    invitationExpiresAt: invitation && invitation > now ? invitation : null,
    activeSessions: Number(row.active_sessions ?? 0),
    createdAt: row.created_at,
  };
}

export function createStaffService(deps: StaffDeps) {
  const { db, clock } = deps;

  async function member(id: string): Promise<StaffMember> {
    const now = clock.now().toISOString();
    const row = (await listStaff(db, now)).find((r) => r.id === id);
    if (!row) throw notFound(STAFF_MESSAGES.staffNotFound);
    return memberView(row, now);
  }

  return {
    member,
    ...createInvitations(deps, member),

    async list(): Promise<StaffMember[]> {
      const now = clock.now().toISOString();
      return (await listStaff(db, now)).map((row) => memberView(row, now));
    },

    /** A new name or role, or disabled (its sessions end at once, its work is unassigned) or enabled again. */
    async update(viewer: AuthenticatedAdmin, id: string, change: StaffUpdate): Promise<StaffMember> {
      const row = await otherAccount(db, viewer, id);
      const now = clock.now().toISOString();
      const disabling = change.disabled === true && row.disabled_at === null;
      const roleChanged = change.role !== undefined && change.role !== row.role;
      await updateStaff(
        db,
        id,
        {
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.disabled !== undefined ? { disabled_at: change.disabled ? (row.disabled_at ?? now) : null } : {}),
        },
        now,
      );
      const after = await findStaff(db, id);
      if (after)
        await deps.audit.record({ action: 'staff.update', target: { type: 'staff', id }, before: audited(row), after: audited(after) });
      // A session carries its role: a new role starts from a new sign-in, and a disabled account has none.
      if (disabling || roleChanged) await deps.adminAuth.endSessionsOf(id);
      if (disabling || (roleChanged && row.role === 'musician')) await deps.releaseWorkOf(id);
      return member(id);
    },

    async remove(viewer: AuthenticatedAdmin, id: string): Promise<void> {
      const row = await otherAccount(db, viewer, id);
      await deps.adminAuth.endSessionsOf(id);
      await deps.releaseWorkOf(id);
      await inTransaction(db, async (trx) => {
        await deleteStaff(trx, id);
        await deps.audit.record({ action: 'staff.delete', target: { type: 'staff', id }, before: audited(row) }, trx);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
