// What the owner sends about staff accounts (issue 26): an invitation, a change of role or name, disabling; what a
// person sends to accept an invitation; and the assignment of work to a musician. One schema each, used by the
// screens and the API, with the messages the screens show.
import { z } from 'zod';
import { EMAIL_PATTERN, text } from './fields';

export const STAFF_ROLES = ['owner', 'musician', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MIN_STAFF_PASSWORD = 8;

export const STAFF_MESSAGES = {
  emailInvalid: 'Please enter a valid e-mail address',
  roleInvalid: 'The role must be owner, musician or support',
  alreadyStaff: 'This e-mail address already has an account',
  passwordShort: `The password must be at least ${MIN_STAFF_PASSWORD} characters`,
  invitationInvalid: 'This invitation link is not valid: ask the owner for a new one',
  invitationUsed: 'This invitation link was already used: sign in with your e-mail and password',
  invitationExpired: 'This invitation link has expired: ask the owner for a new one',
  invalidCredentials: 'Invalid e-mail or password',
  staffNotFound: 'No such staff account',
  notYourself: 'You cannot disable or delete the account you are signed in with',
  sessionNotFound: 'No such session',
  assigneeUnknown: 'No staff account has this id',
  assigneeNotMusician: 'Work can only be assigned to a musician',
  assigneeDisabled: 'This account is disabled: work cannot be assigned to it',
  assignedMeanwhile: 'Someone else just changed who this is assigned to. Check it and choose again.',
  notAssignedToYou: 'This is not assigned to you',
  alreadyAccepted: 'You already accepted this',
  acceptHoursInvalid: 'The time to accept must be a whole number of hours from 1 to 72',
  alreadyActive: 'This person has already set a password: they sign in with it',
  reinviteDisabled: 'This account is disabled: enable it before sending a new link',
} as const;

/** Whom the server refuses and why: 403 with this sentence, the role named. */
export const roleRefusal = (role: StaffRole) => `Your role (${role}) does not allow this`;

const email = z
  .string({ error: STAFF_MESSAGES.emailInvalid })
  .trim()
  .max(254, { error: STAFF_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: STAFF_MESSAGES.emailInvalid })
  .transform((value) => value.toLowerCase());

const role = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

const password = z
  .string({ error: STAFF_MESSAGES.passwordShort })
  .min(MIN_STAFF_PASSWORD, { error: STAFF_MESSAGES.passwordShort })
  .max(200, { error: 'The password must be 200 characters or fewer' });

/** POST /api/admin/staff. */
export const staffInviteSchema = z.strictObject({ email, name: text('Name', 80).optional(), role });
export type StaffInvite = z.output<typeof staffInviteSchema>;

/** PATCH /api/admin/staff/{id}: any of the three. */
export const staffUpdateSchema = z.strictObject({
  name: text('Name', 80).optional(),
  role: role.optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
});
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** POST /api/admin/invitations/{token}/accept. */
export const invitationAcceptSchema = z.strictObject({ password });
export type InvitationAccept = z.output<typeof invitationAcceptSchema>;

const staffId = z.string({ error: STAFF_MESSAGES.assigneeUnknown }).max(64, { error: STAFF_MESSAGES.assigneeUnknown });

/**
 * PATCH /api/admin/orders/{id} and /api/admin/free-song-submissions/{id}/assignee: `assigneeId` (null unassigns);
 * `expectedAssigneeId` (optional) is who the owner saw it assigned to: if that changed meanwhile, a 409.
 */
export const assignmentSchema = z.strictObject({
  assigneeId: staffId.nullable(),
  expectedAssigneeId: staffId.nullable().optional(),
});
export type Assignment = z.output<typeof assignmentSchema>;

/** The owner's setting: hours a musician has to accept work before it returns to unassigned. */
export const ASSIGNMENT_ACCEPT_HOURS_SETTING = 'assignment_accept_hours';
export const DEFAULT_ACCEPT_HOURS = 2;

/** The stored value as hours: a whole number from 1 to 72, else undefined. */
export function acceptHours(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value.trim())) return undefined;
  const hours = Number(value);
  return hours >= 1 && hours <= 72 ? hours : undefined;
}
