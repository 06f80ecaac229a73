// Shared by the staff service and its invitations (issue 26): what they are given, an account as the audit log
// keeps it, and the account a change is about, unless it is the one signed in.
import type { Kysely } from 'kysely';
import { STAFF_MESSAGES } from '../../../shared/schemas/staff';
import type { Database } from '../../db/schema';
import { findStaff } from '../../db/staff';
import { forbidden, notFound } from '../errors';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import type { MailService } from '../mail/outgoing';
import type { AdminAuth, AuthenticatedAdmin } from './auth';

/** What the audit log keeps of an account: never its password. */
export const audited = (row: { email: string; name: string; role: string; disabled_at?: string | null }) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  ...(row.disabled_at !== undefined ? { disabled: row.disabled_at !== null } : {}),
});

/** The account, unless it is the one signed in (no one locks themselves out). */
export async function otherAccount(db: Kysely<Database>, viewer: AuthenticatedAdmin, id: string) {
  const row = await findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.staffNotFound);
  if (viewer.staffId === id) throw forbidden(STAFF_MESSAGES.notYourself);
  return row;
}

export interface StaffDeps {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  adminAuth: AdminAuth;
  publicUrl: string;
  shopName: () => Promise<string>;
  /** The account's work is unassigned when it is disabled or deleted. */
  releaseWorkOf: (staffId: string) => Promise<void>;
  audit: Pick<AuditLog, 'record'>;
}
