// Admin access and abuse limits as Kysely sees them: sessions, sign-in attempts, rate-limit hits.
import type { Generated } from 'kysely';

/** Admin logins: only the token's SHA-256 is kept. */
export interface AdminSessionsTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Login attempts counted against an IP (failed ones, and the one being checked). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  attempted_at: string;
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
