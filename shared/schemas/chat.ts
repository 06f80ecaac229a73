// Live chat (spec §2, §3 "Chat session"/"Chat message", §5 "Chat start", §7; DESIGN §3): what the widget and the
// admin send, with their messages, and the shapes the API answers. One schema for the page and the API.
import { z } from 'zod';
import type { VideoStatus } from './video';
import { EMAIL_PATTERN, text } from './fields';

export const CHAT_MESSAGES = {
  connectTitle: 'Fill out form to connect',
  connected: 'Connected',
  nameMissing: 'Please enter your name',
  emailMissing: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  initialMissing: 'Please type your message',
  messageBlank: 'Please type a message',
  messageTooLong: 'Messages must be 2000 characters or fewer',
  sessionNotFound: 'Chat not found',
  forbidden: 'This chat belongs to someone else',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  tooManySessions: 'Too many new chats from your connection. Please try again later.',
  tooManyFromConnection: 'Too many messages from your connection. Please wait a few minutes and try again.',
  sendFailed: 'Failed to send message',
  supportLabel: 'Support',
  emailFallback: (email: string) => `We're away from the chat right now. Our reply will also come by email to ${email}.`,
} as const;

export const CHAT_LIMITS = { name: 100, email: 254, phone: 40, message: 2000, messagesPerMinute: 20, sessionsPerHour: 5 } as const;

/** The browser's id for one message: a resend returns the message it already made. */
const clientMessageId = z
  .string({ error: 'clientMessageId must be text' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'clientMessageId must be 8 to 64 letters, digits, - or _' })
  .optional();

const messageText = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(CHAT_LIMITS.message, { error: CHAT_MESSAGES.messageTooLong });

export const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
// Its shape is checked where the session is looked up: an unknown id and a malformed one are both a 404.
const sessionId = z.string({ error: CHAT_MESSAGES.sessionNotFound }).max(64, { error: CHAT_MESSAGES.sessionNotFound });

/** POST /api/chat/start: the spec's payload; the phone is optional. */
export const chatStartSchema = z.strictObject({
  customerName: text('Name', CHAT_LIMITS.name, CHAT_MESSAGES.nameMissing),
  customerEmail: text('Email', CHAT_LIMITS.email, CHAT_MESSAGES.emailMissing).regex(EMAIL_PATTERN, { error: CHAT_MESSAGES.emailInvalid }),
  customerPhone: text('Phone', CHAT_LIMITS.phone).optional(),
  initialMessage: messageText(CHAT_MESSAGES.initialMissing),
  clientMessageId,
});
export type ChatStart = z.output<typeof chatStartSchema>;

/**
 * POST /api/chat/send: the spec's `sessionId, message` (the admin adds `sender: 'admin'`). The customer's
 * token comes as `Authorization: Bearer` or the `token` field.
 */
export const chatSendSchema = z.strictObject({
  sessionId,
  message: messageText(CHAT_MESSAGES.messageBlank),
  sender: z.enum(['customer', 'admin'], { error: "sender must be 'customer' or 'admin'" }).optional(),
  token: z.string().max(100).optional(),
  clientMessageId,
});
export type ChatSend = z.output<typeof chatSendSchema>;

/** Typing and presence signals: which session, and (presence) whether the person has it open now. */
export const chatSignalSchema = z.strictObject({
  sessionId,
  token: z.string().max(100).optional(),
  open: z.boolean({ error: 'open must be true or false' }).optional(),
});
export type ChatSignal = z.output<typeof chatSignalSchema>;

/** POST /api/admin/chat/send: the admin's reply (the admin's token says who sends it). */
export const adminChatSendSchema = chatSendSchema.omit({ sender: true, token: true });
export type AdminChatSend = z.output<typeof adminChatSendSchema>;

/** POST /api/admin/chat/typing: which session the admin is typing in. */
export const adminChatTypingSchema = z.strictObject({ sessionId });
export type AdminChatTyping = z.output<typeof adminChatTypingSchema>;

export type ChatSender = 'customer' | 'admin';

/** A chat message as both sides read it (spec §3). `id` orders messages and is the stream's event id. */
export interface ChatMessage {
  id: number;
  sessionId: string;
  sender: ChatSender;
  message: string;
  createdAt: string;
  /** The browser's id it was sent with, when it sent one (the widget matches its "sending" copy by it). */
  clientMessageId?: string | null;
}

export interface ChatStarted {
  sessionId: string;
  token: string;
  /** The first message as stored. */
  message?: ChatMessage;
}

/** What the widget knows of its session besides the messages. */
export interface ChatSessionView {
  sessionId: string;
  customerName: string;
  customerEmail: string;
  /** Set when no one answered in time: replies also go by email. */
  emailFallbackAt: string | null;
  /** Up to which message the admin has read (the widget's "Seen"). */
  adminReadUpTo: number;
}

/** A session in the admin's list (spec §3 "Chat session" and more). */
export interface AdminChatSession {
  id: string;
  sessionId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  createdAt: string;
  lastMessageAt: string;
  lastMessage: string | null;
  lastSender: ChatSender | null;
  unread: number;
  /** Paid orders with the customer's email: the admin area links them. */
  orderCount: number;
  /** Up to which message the customer has read (the admin's "Seen"). */
  customerReadUpTo?: number;
}

/** Events on the streams (SSE `event:` names) and their data. `message` events carry the message id as event id. */
export type ChatStreamEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; sessionId: string; sender: ChatSender }
  | { type: 'read'; sessionId: string; reader: ChatSender; upTo: number }
  | { type: 'session'; session: AdminChatSession }
  | { type: 'notice'; sessionId: string; emailFallbackAt: string }
  /** Admin stream only: a promo video changed (queued, rendering, finished, failed, deleted); the list refetches. */
  | { type: 'video'; videoId: string; status: VideoStatus | 'deleted' };

/** Minutes without an admin's answer before the customer is told the reply will also come by email. */
export const EMAIL_FALLBACK_MINUTES = 10;

/** The line under the widget's title, from the contact hours (spec §9). */
export const REPLY_TIME_LINE = 'We usually reply within a few minutes, Monday to Friday, 9 AM–6 PM PST.';
