// Invitations to the team (issue 26, item 1): the owner invites by e-mail with a role; the mailed single-use link
// (48 hours, only its SHA-256 stored) sets the password once; a new link replaces one that expired or was lost.
import { createHash } from 'node:crypto';
import type { InvitationAccepted, StaffMember } from '../../../shared/admin-api-types';
import { STAFF_MESSAGES, type StaffInvite, type StaffRole } from '../../../shared/schemas/staff';
import {
  deleteOpenInvitations,
  findInvitation,
  findStaff,
  findStaffByEmail,
  insertInvitation,
  insertStaff,
  updateStaff,
  useInvitation,
} from '../../db/staff';
import { inTransaction } from '../../db/transaction';
import { newId, newToken } from '../../ids';
import { hashPassword } from '../auth/password';
import { conflict, gone, notFound } from '../errors';
import { configuredAddress } from '../mail/headers';
import { staffInvitation } from '../mail/templates/staffInvitation';
import type { AuthenticatedAdmin } from './auth';
import { audited, otherAccount, type StaffDeps } from './staffAccounts';

export const INVITATION_HOURS = 48;
/** Invitations to one address: a few a day, whatever the owner clicks. */
const INVITATION_CAP = { max: 3, windowMs: 24 * 3_600_000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a link made now stops working. */
const invitationEnd = (now: Date) => new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();

export function createInvitations(deps: StaffDeps, member: (id: string) => Promise<StaffMember>) {
  const { db, clock } = deps;

  /** Mails an invitation's single-use link (the token sits in the fragment, which no request carries). */
  async function mailInvitation(account: { id: string; email: string; name: string; role: StaffRole }, token: string, onceKey: string) {
    const mail = staffInvitation(configuredAddress(account.email), {
      shopName: await deps.shopName(),
      name: account.name,
      role: account.role,
      link: `${deps.publicUrl}/admin#invitation=${token}`,
      validHours: INVITATION_HOURS,
    });
    await deps.mail.deliver(onceKey, mail, { recipient: 'customer', cap: INVITATION_CAP });
  }

  return {
    /** Makes the account (no password yet) and mails its single-use link; an address already on the team is refused. */
    async invite(input: StaffInvite): Promise<StaffMember> {
      const now = clock.now();
      const id = newId();
      const token = newToken();
      await inTransaction(db, async (trx) => {
        if (await findStaffByEmail(trx, input.email)) throw conflict(STAFF_MESSAGES.alreadyStaff, 'email');
        await insertStaff(trx, { id, email: input.email, name: input.name ?? '', role: input.role, now: now.toISOString() });
        await insertInvitation(trx, { tokenHash: hashToken(token), staffId: id, expiresAt: invitationEnd(now), now: now.toISOString() });
        const target = { type: 'staff', id };
        await deps.audit.record(
          { action: 'staff.invite', target, after: audited({ email: input.email, name: input.name ?? '', role: input.role }) },
          trx,
        );
      });
      await mailInvitation({ id, email: input.email, name: input.name ?? '', role: input.role }, token, `staff-invitation:${id}`);
      return member(id);
    },

    /**
     * A new single-use link for an account that has not set its password yet (the last link expired or was lost):
     * the links sent before stop working. An account already active or disabled is refused (409).
     */
    async reinvite(viewer: AuthenticatedAdmin, id: string): Promise<StaffMember> {
      const row = await otherAccount(db, viewer, id);
      if (row.password_hash !== null) throw conflict(STAFF_MESSAGES.alreadyActive);
      if (row.disabled_at !== null) throw conflict(STAFF_MESSAGES.reinviteDisabled);
      const now = clock.now();
      const token = newToken();
      const tokenHash = hashToken(token);
      await inTransaction(db, async (trx) => {
        await deleteOpenInvitations(trx, id);
        await insertInvitation(trx, { tokenHash, staffId: id, expiresAt: invitationEnd(now), now: now.toISOString() });
        await deps.audit.record({ action: 'staff.reinvite', target: { type: 'staff', id }, detail: row.email }, trx);
      });
      // Its own once-key: each new link is one mail (the address's daily cap still holds).
      await mailInvitation(
        { id, email: row.email, name: row.name, role: row.role },
        token,
        `staff-invitation:${id}:${tokenHash.slice(0, 16)}`,
      );
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
  };
}
