// The chat machine's types: what it remembers (context), what it is told (events) and what it emits.
import type { ChatCredentials } from '../chatApi';
import type { PendingChatMessage } from '../chatStore';
import type { ChatFeedEvent, PageEvent } from './chatMachineActors';
import type { ChatFieldErrors, ChatFormField, ChatFormValues } from './chatMachineForm';

/** The conversation a link names (`/#chat=<id>&token=<token>` from the reply mail; a push opens `/#chat=<id>`). */
export interface ChatLink {
  sessionId: string;
  token?: string;
}

export interface ChatSession extends ChatCredentials {
  customerName: string;
  customerEmail: string;
}

export interface ChatContext {
  form: ChatFormValues;
  fieldErrors: ChatFieldErrors;
  /** Why the last attempt did not go through, shown in the panel. */
  notice: string | null;
  session: ChatSession | null;
  emailFallbackAt: string | null;
  adminReadUpTo: number;
  draft: string;
  /** Typed messages the shop has not confirmed yet, oldest first (also kept in IndexedDB as 'sending'). */
  outbox: PendingChatMessage[];
  /** The newest message id received: what is newer is news (unread, sound). */
  lastEventId: number;
  /** Support's messages that arrived while the panel was closed. */
  unread: number;
  visible: boolean;
  link: ChatLink | null;
  retryAfterMs: number;
  /** The first message's client id, made once: every start attempt sends it. */
  startId: string;
}

export interface ChatInput {
  link?: ChatLink | null;
  visible?: boolean;
}

export type ChatEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.toggle' }
  | { type: 'field.changed'; field: ChatFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'draft.changed'; value: string }
  | { type: 'draft.send' }
  | { type: 'link.adopt'; link: ChatLink }
  | { type: 'session.lost' }
  | { type: 'session.changed' }
  | ChatFeedEvent
  | PageEvent;

/** 'sound': a reply came while the tab is hidden. */
export type ChatEmitted = { type: 'sound' };
