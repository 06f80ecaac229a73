// The live chat and web-push tables as Kysely sees them.
import type { Generated, Selectable } from 'kysely';

/** A live chat: the customer's token is kept only as its SHA-256. */
export interface ChatSessionsTable {
  id: string;
  token_hash: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  created_at: string;
  last_message_at: string;
  admin_read_up_to: Generated<number>;
  customer_read_up_to: Generated<number>;
  email_fallback_at: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  session_id: string;
  sender: 'customer' | 'admin';
  message: string;
  client_message_id: string | null;
  created_at: string;
  emailed_at: string | null;
}

export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  owner_kind: 'admin' | 'order' | 'free_song' | 'chat';
  owner_id: string | null;
  created_at: string;
  last_sent_at: string | null;
  /** An admin device: the SHA-256 of the session token it was subscribed with (null for customers, and older devices). */
  admin_session_hash: string | null;
}

export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
