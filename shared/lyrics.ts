// Lyrics approval (issue 26, item 4), as the admin and the buyer see it: the owner's switch (off by default), the
// draft the musician sends, the buyer's answer (approve, or one change), and the words both sides use.
import { HOUR_MS } from './desk';

/** The owner's switch: 'true' turns lyrics approval on for paid orders; off when the shop has no row. */
export const LYRICS_APPROVAL_SETTING = 'lyrics_approval_enabled';
/** How long the shop waits for the buyer: no answer by then counts as approval. */
export const LYRICS_WAIT_MS = 24 * HOUR_MS;
export const LYRICS_TEXT_MAX = 20_000;
export const LYRICS_NOTE_MAX = 2_000;

/** A draft's answer: null while it waits for the buyer (and on the final version, which waits for nothing). */
export type LyricsAnswer = 'approved' | 'change_requested' | 'auto_approved';

export const LYRICS_MESSAGES = {
  textMissing: 'Write the lyrics before sending them',
  settingOff: 'Lyrics approval is off: turn it on in Settings to send drafts to buyers',
  notInProduction: 'Lyrics can be sent only while the song is being made (a paid order not yet sent)',
  waiting: 'A draft is already waiting for the buyer’s answer',
  approved: 'The buyer already approved the lyrics',
  changeUsed: 'The revised lyrics were already sent: the buyer’s one change is used',
  noteMissing: 'Say what you would like changed',
  decisionInvalid: "decision must be 'approve' or 'change'",
  nothingToAnswer: 'There are no lyrics waiting for your answer',
  alreadyAnswered: 'You already answered these lyrics',
  finalLyrics: 'These are the final lyrics: the one change has been used',
  tooMany: 'Too many answers from your connection. Please try again later.',
} as const;

/** The draft as the order page shows it: the newest one. */
export interface OrderLyricsDraft {
  version: 1 | 2;
  text: string;
  sentAt: string;
  answer: LyricsAnswer | null;
  answeredAt: string | null;
  changeNote: string | null;
  /** When no answer counts as approval (version 1 while waiting); null otherwise. */
  autoApproveAt: string | null;
  /** The buyer may answer now (approve, or ask their one change). */
  canAnswer: boolean;
  canAskChange: boolean;
}

/** A draft as the admin sees it. */
export interface AdminLyricsDraft {
  id: string;
  version: 1 | 2;
  text: string;
  sentAt: string;
  /** Who sent it: a staff account's name, or "Owner". */
  sentBy: string;
  answer: LyricsAnswer | null;
  answeredAt: string | null;
  changeNote: string | null;
  autoApproveAt: string | null;
}

/** The order's lyrics approval in the admin's order JSON. */
export interface AdminOrderLyrics {
  /** The owner's setting: off, the dialog offers nothing. */
  enabled: boolean;
  /** A draft may be sent now (the setting on, the order in production, no draft waiting, the change not used). */
  canSend: boolean;
  drafts: AdminLyricsDraft[];
}
