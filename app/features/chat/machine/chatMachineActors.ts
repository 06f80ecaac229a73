// The chat machine's side effects, each a named actor its tests replace with .provide(): IndexedDB (one store
// actor that writes in the order it is told, so a "sending" copy never lands after the sent one), the shop's
// calls, the live stream with its polling fallback, presence heartbeats and the page's own signals.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ChatMessage, ChatSessionView, ChatStart, ChatStarted, ChatStreamEvent } from '../../../../shared/schemas/chat';
import {
  chatStreamUrl,
  fetchChatMessages,
  fetchChatSession,
  isChatRefused,
  sendChatMessage,
  signalPresence,
  signalTyping,
  startChat,
  type ChatCredentials,
} from '../chatApi';
import { openEventStream } from '../../../core/api/eventStream';
import type { StoredChatSession } from '../../../core/db/database';
import {
  forgetChatSession,
  keepPendingMessage,
  loadChat,
  markChatSeen,
  markMessageFailed,
  saveChatMessages,
  saveChatSession,
  updateChatSession,
  type PendingChatMessage,
  type RestoredChat,
} from '../chatStore';

/** The spec's polling interval, used while the live stream is down. */
export const POLL_MS = 2000;
/** Presence heartbeats while the chat is open and visible (the shop counts each for 45 s). */
export const PRESENCE_MS = 20_000;

/** What the machine asks the store actor to write. */
export type ChatStoreCommand =
  | { type: 'session.save'; session: StoredChatSession }
  | { type: 'session.update'; sessionId: string; changes: Partial<Omit<StoredChatSession, 'sessionId'>> }
  | { type: 'session.forget'; sessionId: string }
  | { type: 'messages.save'; sessionId: string; messages: ChatMessage[] }
  | { type: 'message.keep'; sessionId: string; pending: PendingChatMessage }
  | { type: 'message.failed'; clientMessageId: string }
  | { type: 'messages.seen'; sessionId: string; upTo: number };

function write(command: ChatStoreCommand): Promise<void> {
  switch (command.type) {
    case 'session.save':
      return saveChatSession(command.session);
    case 'session.update':
      return updateChatSession(command.sessionId, command.changes);
    case 'session.forget':
      return forgetChatSession(command.sessionId);
    case 'messages.save':
      return saveChatMessages(command.sessionId, command.messages);
    case 'message.keep':
      return keepPendingMessage(command.sessionId, command.pending);
    case 'message.failed':
      return markMessageFailed(command.clientMessageId);
    case 'messages.seen':
      return markChatSeen(command.sessionId, command.upTo);
  }
}

/** Events the stream and the poller send the machine. */
export type ChatFeedEvent =
  | { type: 'chat.messages'; messages: ChatMessage[] }
  | { type: 'chat.typing' }
  | { type: 'chat.read'; upTo: number }
  | { type: 'chat.notice'; emailFallbackAt: string }
  | { type: 'stream.opened' }
  | { type: 'stream.broken' }
  | { type: 'stream.refused' };

export type PageEvent = { type: 'page.visible' } | { type: 'page.hidden' } | { type: 'connection.online' } | { type: 'connection.offline' };

export interface FeedInput {
  session: ChatCredentials;
  lastEventId: number;
}

/** What the stream carries for the customer, as machine events (their own typing and read signals are not). */
function feedEvent(event: ChatStreamEvent): ChatFeedEvent | null {
  switch (event.type) {
    case 'message':
      return { type: 'chat.messages', messages: [event.message] };
    case 'typing':
      return event.sender === 'admin' ? { type: 'chat.typing' } : null;
    case 'read':
      return event.reader === 'admin' ? { type: 'chat.read', upTo: event.upTo } : null;
    case 'notice':
      return { type: 'chat.notice', emailFallbackAt: event.emailFallbackAt };
    default:
      return null;
  }
}

export const chatActors = {
  loadStored: fromPromise<RestoredChat | null>(() => loadChat()),

  store: fromCallback<ChatStoreCommand>(({ receive }) => {
    let queue = Promise.resolve();
    receive((command) => {
      queue = queue.then(() => write(command)).catch((err: unknown) => console.warn('Could not keep the chat on this device', err));
    });
  }),

  startChat: fromPromise<ChatStarted, ChatStart>(({ input }) => startChat(input)),

  deliver: fromPromise<ChatMessage, { session: ChatCredentials; pending: PendingChatMessage }>(({ input }) =>
    sendChatMessage(input.session, input.pending.message, input.pending.clientMessageId),
  ),

  fetchSession: fromPromise<ChatSessionView, ChatCredentials>(({ input }) => fetchChatSession(input)),

  /** What came after the newest message kept here: all of it on a device that just adopted the conversation. */
  catchUp: fromPromise<ChatMessage[], FeedInput>(({ input }) => fetchChatMessages(input.session, input.lastEventId)),

  /** The live stream; it reconnects by itself (with Last-Event-ID) and says when it is open or broken. */
  stream: fromCallback<EventObject, FeedInput>(({ input, sendBack }) => {
    let last = input.lastEventId;
    let stopped = false;
    let open = false;
    const tell = (event: ChatFeedEvent) => {
      if (!stopped) sendBack(event);
    };
    const handle = openEventStream({
      url: chatStreamUrl(input.session.sessionId),
      token: () => input.session.token,
      lastEventId: () => last,
      onEvent: (event) => {
        if (event.type === 'message') last = Math.max(last, event.message.id);
        const mapped = feedEvent(event);
        if (mapped) tell(mapped);
      },
      onState: (state) => {
        if (state === 'open') {
          open = true;
          tell({ type: 'stream.opened' });
        } else if (state === 'connecting' && open) {
          open = false;
          tell({ type: 'stream.broken' });
        }
      },
      onRefused: () => tell({ type: 'stream.refused' }),
    });
    return () => {
      stopped = true;
      handle.close();
    };
  }),

  /** The spec's 2-second polling, while the stream is down. */
  poll: fromCallback<EventObject, FeedInput>(({ input, sendBack }) => {
    let last = input.lastEventId;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const messages = await fetchChatMessages(input.session, last);
        if (stopped) return;
        if (messages.length) {
          last = Math.max(last, ...messages.map((m) => m.id));
          sendBack({ type: 'chat.messages', messages } satisfies ChatFeedEvent);
        }
      } catch (err) {
        if (!stopped && isChatRefused(err)) sendBack({ type: 'stream.refused' } satisfies ChatFeedEvent);
      }
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }),

  /** While the chat is open in a visible tab: the shop neither pushes nor mails what the customer sees. */
  presence: fromCallback<EventObject, ChatCredentials>(({ input }) => {
    const beat = () => void signalPresence(input, true).catch(() => undefined);
    beat();
    const timer = setInterval(beat, PRESENCE_MS);
    return () => {
      clearInterval(timer);
      void signalPresence(input, false, true).catch(() => undefined);
    };
  }),

  sendTyping: fromPromise<void, ChatCredentials>(({ input }) => signalTyping(input).catch(() => undefined)),

  /** The tab shown or hidden, the connection lost or back. */
  watchPage: fromCallback<EventObject>(({ sendBack }) => {
    const visibility = () => sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' } satisfies PageEvent);
    const online = () => sendBack({ type: 'connection.online' } satisfies PageEvent);
    const offline = () => sendBack({ type: 'connection.offline' } satisfies PageEvent);
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }),
};
