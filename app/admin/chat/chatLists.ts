// The Live Chat tab's lists as pure functions: merging stream events into the session list and a thread,
// the unread totals, the "Seen" mark, what is new enough to announce, and the reply box's rules.
import { CHAT_LIMITS, CHAT_MESSAGES, type AdminChatSession, type ChatMessage } from '../../../shared/schemas/chat';

/** The server's order: newest activity first, then by id (api/db/chat.ts). */
function byActivity(a: AdminChatSession, b: AdminChatSession): number {
  return Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The list with this session's new entry in place of its old one (or added), in the server's order. An entry
 * older than the one held (a read call's answer overtaken by a newer message) is dropped: activity only moves on.
 */
export function upsertSession(sessions: readonly AdminChatSession[] | undefined, session: AdminChatSession): AdminChatSession[] {
  const list = sessions ?? [];
  const held = list.find((s) => s.id === session.id);
  if (held && Date.parse(held.lastMessageAt) > Date.parse(session.lastMessageAt)) return list as AdminChatSession[];
  return [...list.filter((s) => s.id !== session.id), session].sort(byActivity);
}

/** The thread with this message in it once, in id order (a stream replay or an echo of our own send is a no-op). */
export function mergeMessage(messages: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const list = messages ?? [];
  if (list.some((m) => m.id === message.id)) return list as ChatMessage[];
  return [...list, message].sort((a, b) => a.id - b.id);
}

/**
 * Unread customer messages over all sessions, for the tab's badge. The one the admin is looking at counts as
 * read already: its read call is on its way, and the badge should not blink up and down meanwhile.
 */
export function unreadTotal(sessions: readonly AdminChatSession[] | undefined, viewing: string | null = null): number {
  return (sessions ?? []).reduce((sum, s) => sum + (s.id === viewing ? 0 : s.unread), 0);
}

/** The admin message to mark "Seen": the newest one the customer has read up to (null when none). */
export function seenMessageId(messages: readonly ChatMessage[], customerReadUpTo: number): number | null {
  let seen: number | null = null;
  for (const m of messages) if (m.sender === 'admin' && m.id <= customerReadUpTo) seen = m.id;
  return seen;
}

/** The newest customer message's id (0 when none): a change means the open thread must be marked read again. */
export function lastCustomerMessageId(messages: readonly ChatMessage[] | undefined): number {
  let last = 0;
  for (const m of messages ?? []) if (m.sender === 'customer' && m.id > last) last = m.id;
  return last;
}

/**
 * Sessions whose customer wrote since the previous list (for the polite announcement). A session seen for
 * the first time counts only when the previous list existed: the first load announces nothing.
 */
export function newCustomerActivity(
  previous: readonly AdminChatSession[] | undefined,
  next: readonly AdminChatSession[],
): AdminChatSession[] {
  if (!previous) return [];
  const before = new Map(previous.map((s) => [s.id, s.lastMessageAt]));
  return next.filter((s) => s.lastSender === 'customer' && before.get(s.id) !== s.lastMessageAt);
}

/** Why a reply cannot be sent as it is (the server's own words, shared/schemas/chat.ts), or null. */
export function replyProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return CHAT_MESSAGES.messageBlank;
  if (trimmed.length > CHAT_LIMITS.message) return CHAT_MESSAGES.messageTooLong;
  return null;
}

/** The counter under the reply box, shown only near the limit (the last 10 %). */
export function replyCounter(text: string): { text: string; over: boolean } | null {
  const left = CHAT_LIMITS.message - text.trim().length;
  if (left > CHAT_LIMITS.message / 10) return null;
  return left >= 0
    ? { text: `${left} ${left === 1 ? 'character' : 'characters'} left`, over: false }
    : { text: `${-left} over the ${CHAT_LIMITS.message}-character limit`, over: true };
}

/** A function that says yes at most once per `ms` (the typing signal while the admin types). */
export function throttle(ms: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** A client message id the server accepts (8–64 of [A-Za-z0-9_-]); getRandomValues works without HTTPS too. */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
