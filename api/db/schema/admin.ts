// Admin access and abuse limits as Kysely sees them: sessions, sign-in attempts, rate-limit hits.
import type { Generated } from 'kysely';

/** Admin logins: only the token's SHA-256 is kept. */
export interface AdminSessionsTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The staff account signed in; null: the owner's single password. */
  staff_id: string | null;
}

export type StaffRole = 'owner' | 'musician' | 'support';

/** People the owner invited (issue 26): the password is set from the invitation. */
export interface StaffAccountsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A single-use invitation: only the token's SHA-256 is kept. */
export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Login attempts counted against an IP (failed ones, and the one being checked). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  attempted_at: string;
  /** The staff account the attempt named; null: the owner's password, or an unknown address. */
  staff_id: string | null;
}

/** One request counted against a limit: `bucket` names the limit, `subject` whom it counts (an address). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  at: string;
}

/** One staff action: who (an account id when accounts exist, and a label), when, what, and the value before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON. */
  before_value: string | null;
  /** JSON. */
  after_value: string | null;
  detail: string | null;
}
