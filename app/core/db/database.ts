// The browser's own database (IndexedDB through Dexie): sample audio kept for offline listening, the
// order wizard's saved draft, delivered songs kept so their page opens and plays offline, free-song
// applications made offline, waiting for the connection, and the customer's chat with its messages.
import Dexie, { type EntityTable } from 'dexie';
import type { SongView } from '../../../shared/admin-api-types';
import type { OfferPage } from '../../../shared/offers';
import type { ChatSender } from '../../../shared/schemas/chat';
import type { FreeSongApplication } from '../../../shared/schemas/freeSong';
import type { OrderDraft } from '../../../shared/schemas/order';

export interface CachedAudio {
  url: string;
  blob: Blob;
  bytes: number;
  lastUsedAt: number;
}

/** The wizard's progress (spec §3: the draft saved under the progress key together with the step). */
export interface StoredDraft {
  /** Always 'progress': one draft per browser. */
  key: 'progress';
  step: number;
  draft: OrderDraft;
  /** Sent with the order, so a retried submit finds the order it already made. */
  draftId: string;
  /** Whether this draftId has been sent to the server (an edit after that starts a new draftId). */
  submitted: boolean;
  /** The page whose offer the customer was shown (absent in drafts saved before offers were kept: the wizard's). */
  offer?: OfferPage;
  updatedAt: number;
}

/** A file of a delivered song, with the address it was downloaded from (a re-delivery changes the address). */
export interface KeptFile {
  url: string;
  blob: Blob;
}

/**
 * A delivered song as its page last saw it: the view, and the files it needs offline. Kept apart from the
 * samples (never evicted with them): it is the customer's own gift.
 */
export interface StoredSong {
  /** The song page's token (/song/{token}). */
  token: string;
  view: SongView;
  savedAt: number;
  audio?: KeptFile;
  /** Lyrics sent as an image, shown on the page. */
  lyricsImage?: KeptFile;
}

/**
 * A free-song application that could not be sent (no connection), kept until it is: the send carries its
 * clientId, so however often it is resent the shop stores it once.
 */
export interface QueuedFreeSong {
  clientId: string;
  /** The checked application, without its clientId. */
  application: Omit<FreeSongApplication, 'clientId'>;
  queuedAt: number;
}

/** The customer's chat on this device (one at a time: a new or adopted conversation replaces it). */
export interface StoredChatSession {
  sessionId: string;
  /** The customer's bearer token for this session: whoever holds it can read the conversation. */
  token: string;
  customerName: string;
  customerEmail: string;
  emailFallbackAt: string | null;
  /** The newest message id the customer had in front of them: Support's messages after it are unread. */
  lastSeenId: number;
  /** Up to which message Support has read ("Seen"). */
  adminReadUpTo: number;
  savedAt: number;
}

/**
 * One chat message as the widget shows it. A message typed here is kept first as 'sending' under its
 * clientMessageId and becomes 'sent' when the shop has stored it; 'failed' when the shop refused it.
 */
export interface StoredChatMessage {
  /** The clientMessageId when the message has one (so the sent copy replaces the "sending" one), else `id:<id>`. */
  key: string;
  sessionId: string;
  /** The shop's id (orders the thread); absent while the message waits to be sent. */
  id?: number;
  clientMessageId?: string;
  sender: ChatSender;
  message: string;
  createdAt: string;
  status: 'sent' | 'sending' | 'failed';
}

export type SerenadeDb = Dexie & {
  sampleAudio: EntityTable<CachedAudio, 'url'>;
  drafts: EntityTable<StoredDraft, 'key'>;
  songs: EntityTable<StoredSong, 'token'>;
  freeSongQueue: EntityTable<QueuedFreeSong, 'clientId'>;
  chatSessions: EntityTable<StoredChatSession, 'sessionId'>;
  chatMessages: EntityTable<StoredChatMessage, 'key'>;
};

export const db = new Dexie('serenade') as SerenadeDb;

db.version(1).stores({ sampleAudio: 'url, lastUsedAt' });
db.version(2).stores({ sampleAudio: 'url, lastUsedAt', drafts: 'key' });
db.version(3).stores({ sampleAudio: 'url, lastUsedAt', drafts: 'key', songs: 'token' });
// The store's name is also read without Dexie by app/core/db/peek.ts (keep the two in step).
db.version(4).stores({ sampleAudio: 'url, lastUsedAt', drafts: 'key', songs: 'token', freeSongQueue: 'clientId, queuedAt' });
// chatSessions is also read without Dexie by app/core/db/peek.ts (keep the two in step).
db.version(5).stores({
  sampleAudio: 'url, lastUsedAt',
  drafts: 'key',
  songs: 'token',
  freeSongQueue: 'clientId, queuedAt',
  chatSessions: 'sessionId',
  chatMessages: 'key, sessionId',
});

// For the writers that load Dexie anyway; code that must not load it imports ./persist itself.
export { askForPersistentStorage } from './persist';
