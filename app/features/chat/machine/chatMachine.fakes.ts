// A chat machine wired to a fake shop, a fake IndexedDB and a fake live stream, for the machine's unit tests.
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { ChatMessage, ChatSessionView, ChatStart, ChatStarted } from '../../../../shared/schemas/chat';
import { ApiError } from '../../../core/api/client';
import type { ChatCredentials } from '../chatApi';
import type { PendingChatMessage, RestoredChat } from '../chatStore';
import { chatMachine, type ChatInput } from './chatMachine';
import type { ChatFeedEvent, ChatStoreCommand, FeedInput } from './chatMachineActors';

export const SESSION_ID = 'a'.repeat(32);
export const TOKEN = 'secret-token';

export const networkDown = () => new TypeError('Failed to fetch');
export const refusal = (status: number, message?: string, retryAfterMs?: number) =>
  new ApiError(status, 'Refused', message, { retryAfterMs });

export interface FakeShopOptions {
  /** Answers POST /api/chat/start; by default a new session with the first message stored. */
  start?: (body: ChatStart) => Promise<ChatStarted>;
  /** Fails POST /api/chat/send once per entry before the shop takes it. */
  sendFailures?: unknown[];
  offline?: boolean;
  /** What an earlier visit left in IndexedDB. */
  stored?: RestoredChat | null;
  view?: Partial<ChatSessionView>;
  /** What GET /api/chat/messages answers when the machine catches up. */
  history?: ChatMessage[];
  input?: ChatInput;
  delays?: Partial<Record<'streamGrace' | 'outboxRetry' | 'typingThrottle' | 'supportTypingTimeout', number>>;
}

let nextId = 100;
export const message = (m: Partial<ChatMessage> & Pick<ChatMessage, 'sender' | 'message'>): ChatMessage => ({
  id: ++nextId,
  sessionId: SESSION_ID,
  createdAt: new Date().toISOString(),
  clientMessageId: null,
  ...m,
});

export const restored = (over: Partial<RestoredChat> = {}): RestoredChat => ({
  session: {
    sessionId: SESSION_ID,
    token: TOKEN,
    customerName: 'Sam',
    customerEmail: 'sam@example.com',
    emailFallbackAt: null,
    lastSeenId: 5,
    adminReadUpTo: 0,
    savedAt: 1,
  },
  pending: [],
  lastEventId: 5,
  unread: 0,
  ...over,
});

/** Whether the fake network is down: the shop's calls and the machine's offline guard read it. */
interface Connection {
  offline: boolean;
}

/** The shop's side: what it was asked, and actors that answer as it would (or fail while the connection is down). */
function fakeShop(options: FakeShopOptions, connection: Connection) {
  const starts: ChatStart[] = [];
  const sends: Array<{ session: ChatCredentials; pending: PendingChatMessage }> = [];
  /** The shop's chat_messages for the session, one per clientMessageId as the server keeps them. */
  const shopMessages = new Map<string, ChatMessage>();
  const typingSignals: ChatCredentials[] = [];
  const catchUps: FeedInput[] = [];
  const sendFailures = [...(options.sendFailures ?? [])];

  const actors = {
    startChat: fromPromise<ChatStarted, ChatStart>(async ({ input }) => {
      starts.push(input);
      if (connection.offline) throw networkDown();
      if (options.start) return options.start(input);
      const first = message({ sender: 'customer', message: input.initialMessage, clientMessageId: input.clientMessageId ?? null });
      return { sessionId: SESSION_ID, token: TOKEN, message: first };
    }),
    deliver: fromPromise<ChatMessage, { session: ChatCredentials; pending: PendingChatMessage }>(async ({ input }) => {
      sends.push(input);
      if (connection.offline) throw networkDown();
      const failure = sendFailures.shift();
      if (failure) throw failure;
      const key = input.pending.clientMessageId;
      if (!shopMessages.has(key))
        shopMessages.set(key, message({ sender: 'customer', message: input.pending.message, clientMessageId: key }));
      return shopMessages.get(key)!;
    }),
    fetchSession: fromPromise<ChatSessionView, ChatCredentials>(async ({ input }) => ({
      sessionId: input.sessionId,
      customerName: 'Sam Rivera',
      customerEmail: 'sam@example.com',
      emailFallbackAt: null,
      adminReadUpTo: 0,
      ...options.view,
    })),
    catchUp: fromPromise<ChatMessage[], FeedInput>(async ({ input }) => {
      catchUps.push(input);
      return options.history ?? [];
    }),
    sendTyping: fromPromise<void, ChatCredentials>(async ({ input }) => {
      typingSignals.push(input);
    }),
  };
  return { actors, starts, sends, shopMessages, typingSignals, catchUps };
}

/** The live stream, its poller and the presence signal: a test plays the events they would bring. */
function fakeFeeds() {
  const presence: Array<{ sessionId: string; open: boolean }> = [];
  const streams: FeedInput[] = [];
  const polls: FeedInput[] = [];
  let streamSink: ((event: ChatFeedEvent) => void) | null = null;
  let pollSink: ((event: ChatFeedEvent) => void) | null = null;

  const actors = {
    stream: fromCallback<EventObject, FeedInput>(({ input, sendBack }) => {
      streams.push(input);
      streamSink = sendBack;
      return () => {
        streamSink = null;
      };
    }),
    poll: fromCallback<EventObject, FeedInput>(({ input, sendBack }) => {
      polls.push(input);
      pollSink = sendBack;
      return () => {
        pollSink = null;
      };
    }),
    presence: fromCallback<EventObject, ChatCredentials>(({ input }) => {
      presence.push({ sessionId: input.sessionId, open: true });
      return () => presence.push({ sessionId: input.sessionId, open: false });
    }),
  };
  return {
    actors,
    presence,
    streams,
    polls,
    /** Events arriving on the live stream (or, while it is down, from the poller). */
    stream: (event: ChatFeedEvent) => {
      if (!streamSink) throw new Error('no stream is open');
      streamSink(event);
    },
    poll: (event: ChatFeedEvent) => {
      if (!pollSink) throw new Error('no poller is running');
      pollSink(event);
    },
    streaming: () => streamSink !== null,
    polling: () => pollSink !== null,
  };
}

/** A machine wired to fakes; the returned handles let a test play the shop, the stream and the connection. */
export function startChatMachine(options: FakeShopOptions = {}) {
  const commands: ChatStoreCommand[] = [];
  const connection: Connection = { offline: options.offline ?? false };
  const shop = fakeShop(options, connection);
  const feeds = fakeFeeds();

  const machine = chatMachine.provide({
    actors: {
      ...shop.actors,
      ...feeds.actors,
      loadStored: fromPromise<RestoredChat | null>(async () => options.stored ?? null),
      store: fromCallback<ChatStoreCommand>(({ receive }) => receive((command) => commands.push(command))),
      watchPage: fromCallback(() => undefined),
    },
    guards: { isOffline: () => connection.offline },
    delays: { streamGrace: 4000, outboxRetry: 10_000, typingThrottle: 3000, supportTypingTimeout: 6000, ...options.delays },
  });

  const actor = createActor(machine, { input: options.input ?? { visible: true } });
  const sounds: number[] = [];
  actor.on('sound', () => sounds.push(Date.now()));
  actor.start();

  return {
    actor,
    commands,
    starts: shop.starts,
    sends: shop.sends,
    shopMessages: shop.shopMessages,
    typingSignals: shop.typingSignals,
    presence: feeds.presence,
    streams: feeds.streams,
    polls: feeds.polls,
    catchUps: shop.catchUps,
    sounds,
    stream: feeds.stream,
    poll: feeds.poll,
    get streaming() {
      return feeds.streaming();
    },
    get polling() {
      return feeds.polling();
    },
    goOffline: () => {
      connection.offline = true;
      actor.send({ type: 'connection.offline' });
    },
    goOnline: () => {
      connection.offline = false;
      actor.send({ type: 'connection.online' });
    },
    commandsOf: <T extends ChatStoreCommand['type']>(type: T) =>
      commands.filter((c): c is Extract<ChatStoreCommand, { type: T }> => c.type === type),
  };
}

export type ChatHarness = ReturnType<typeof startChatMachine>;

/** Fills the start form (the three required fields, and the phone when given). */
export function fillForm(h: ChatHarness, values: { name?: string; email?: string; phone?: string; message?: string } = {}) {
  const { name = 'Sam Rivera', email = 'sam@example.com', phone, message: first = 'Can the song mention our dog?' } = values;
  h.actor.send({ type: 'field.changed', field: 'customerName', value: name });
  h.actor.send({ type: 'field.changed', field: 'customerEmail', value: email });
  if (phone !== undefined) h.actor.send({ type: 'field.changed', field: 'customerPhone', value: phone });
  h.actor.send({ type: 'field.changed', field: 'initialMessage', value: first });
}

/** Lets the fake actors' promises settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine shows the start form. */
export const inForm = (h: ChatHarness) => waitFor(h.actor, (s) => s.matches({ session: 'form' }));

/** The stream of a started or resumed conversation opens. */
export async function connected(h: ChatHarness) {
  await waitFor(h.actor, (s) => s.matches({ session: { chatting: 'online' } }));
  h.stream({ type: 'stream.opened' });
  await waitFor(h.actor, (s) => s.matches({ session: { chatting: { online: 'connected' } } }));
}

/** A machine whose customer opened the panel and started a chat with the form. */
export async function started(options: FakeShopOptions = {}) {
  const h = startChatMachine(options);
  await inForm(h);
  h.actor.send({ type: 'panel.open' });
  fillForm(h);
  h.actor.send({ type: 'form.submit' });
  await waitFor(h.actor, (s) => s.matches({ session: 'chatting' }));
  return h;
}

export const typeDraft = (h: ChatHarness, text: string) => h.actor.send({ type: 'draft.changed', value: text });

/** Types a message and presses Enter. */
export function sendDraft(h: ChatHarness, text: string) {
  typeDraft(h, text);
  h.actor.send({ type: 'draft.send' });
}
