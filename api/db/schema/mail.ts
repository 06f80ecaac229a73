// The mail tables as Kysely sees them: what was sent (once-keys, caps) and who unsubscribed.
import type { Generated } from 'kysely';

export interface MailLogTable {
  id: Generated<number>;
  /** What the mail was for, e.g. "contact:<id>": a key is sent once. */
  once_key: string;
  to_address: string;
  subject: string;
  message_id: string | null;
  sent_at: string;
  /** 1 when the mail counts against the per-address ceiling (a customer's address, not an essential mail). */
  ceiling: Generated<number>;
  /** The process sending it while it is in flight; null once sent. */
  sending_by: string | null;
  /** Since when `sending_by` holds the slot (a takeover changes this, never sent_at). */
  held_since: Generated<string | null>;
}

/** Addresses that asked for no more mail they did not ask for (reminders, abandoned checkout). Lower case. */
export interface MailUnsubscribesTable {
  email: string;
  created_at: string;
}
