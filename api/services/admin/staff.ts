// Staff accounts (issue 26, item 1): the owner invites people by e-mail with a role; the invitation's single-use
// link (48 hours, only its SHA-256 stored) sets the password, hashed as the shop's own admin password is; the owner
// changes a role or a name, disables an account (its sessions end at once) or deletes it.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InvitationAccepted, StaffMember } from '../../../shared/admin-api-types';
import { STAFF_MESSAGES, type StaffInvite, type StaffUpdate } from '../../../shared/schemas/staff';
import type { Database } from '../../db/schema';
import {
  deleteStaff,
  findInvitation,
  findStaff,
  findStaffByEmail,
  insertInvitation,
  insertStaff,
  listStaff,
  updateStaff,
  useInvitation,
} from '../../db/staff';
import { inTransaction } from '../../db/transaction';
import { newId, newToken } from '../../ids';
import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import { conflict, forbidden, gone, notFound } from '../errors';
import { configuredAddress } from '../mail/headers';
import type { MailService } from '../mail/outgoing';
import { staffInvitation } from '../mail/templates/staffInvitation';
import type { AdminAuth, AuthenticatedAdmin } from './auth';

export const INVITATION_HOURS = 48;
/** Invitations to one address: a few a day, whatever the owner clicks. */
const INVITATION_CAP = { max: 3, windowMs: 24 * 3_600_000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface StaffDeps {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  adminAuth: AdminAuth;
  publicUrl: string;
  shopName: () => Promise<string>;
  /** The account's work is unassigned when it is disabled or deleted. */
  releaseWorkOf: (staffId: string) => Promise<void>;
}

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

/** The account, unless it is the one signed in (no one locks themselves out). */
async function other(db: Kysely<Database>, viewer: AuthenticatedAdmin, id: string) {
  const row = await findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.staffNotFound);
  if (viewer.staffId === id) throw forbidden(STAFF_MESSAGES.notYourself);
  return row;
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

    async list(): Promise<StaffMember[]> {
      const now = clock.now().toISOString();
      return (await listStaff(db, now)).map((row) => memberView(row, now));
    },

    /** Makes the account (no password yet) and mails its single-use link; an address already on the team is refused. */
    async invite(input: StaffInvite): Promise<StaffMember> {
      const now = clock.now();
      const id = newId();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();
      await inTransaction(db, async (trx) => {
        if (await findStaffByEmail(trx, input.email)) throw conflict(STAFF_MESSAGES.alreadyStaff, 'email');
        await insertStaff(trx, { id, email: input.email, name: input.name ?? '', role: input.role, now: now.toISOString() });
        await insertInvitation(trx, { tokenHash: hashToken(token), staffId: id, expiresAt, now: now.toISOString() });
      });
      const link = `${deps.publicUrl}/admin#invitation=${token}`;
      const mail = staffInvitation(configuredAddress(input.email), {
        shopName: await deps.shopName(),
        name: input.name ?? '',
        role: input.role,
        link,
        validHours: INVITATION_HOURS,
      });
      await deps.mail.deliver(`staff-invitation:${id}`, mail, { recipient: 'customer', cap: INVITATION_CAP });
      return member(id);
    },

    /** Sets the password once: an unknown, spent or expired link is refused and changes nothing. */
    async acceptInvitation(token: string, password: string): Promise<InvitationAccepted> {
      if (!TOKEN_PATTERN.test(token)) throw notFound(STAFF_MESSAGES.invitationInvalid);
      const tokenHash = hashToken(token);
      const passwordHash = await hashPassword(password);
      return inTransaction(db, async (trx) => {
        const now = clock.now().toISOString();
        const invitation = await findInvitation(trx, tokenHash);
        const account = invitation && (await findStaff(trx, invitation.staff_id));
        if (!invitation || !account || account.disabled_at !== null) throw notFound(STAFF_MESSAGES.invitationInvalid);
        if (invitation.used_at !== null) throw gone(STAFF_MESSAGES.invitationUsed);
        if (invitation.expires_at <= now) throw gone(STAFF_MESSAGES.invitationExpired);
        if (!(await useInvitation(trx, tokenHash, now))) throw gone(STAFF_MESSAGES.invitationUsed);
        await updateStaff(trx, account.id, { password_hash: passwordHash }, now);
        return { email: account.email };
      });
    },

    /** A new name or role, or disabled (its sessions end at once, its work is unassigned) or enabled again. */
    async update(viewer: AuthenticatedAdmin, id: string, change: StaffUpdate): Promise<StaffMember> {
      const row = await other(db, viewer, id);
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
      // A session carries its role: a new role starts from a new sign-in, and a disabled account has none.
      if (disabling || roleChanged) await deps.adminAuth.endSessionsOf(id);
      if (disabling || (roleChanged && row.role === 'musician')) await deps.releaseWorkOf(id);
      return member(id);
    },

    async remove(viewer: AuthenticatedAdmin, id: string): Promise<void> {
      await other(db, viewer, id);
      await deps.adminAuth.endSessionsOf(id);
      await deps.releaseWorkOf(id);
      await inTransaction(db, (trx) => deleteStaff(trx, id));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
