// The chat machine's vocabulary (chatMachine.ts holds the statechart): its context, events, guards,
// actions and delays. The actions only decide; what touches IndexedDB or the network are the named actors.
import { assign, enqueueActions, raise, setup, spawnChild, stateIn } from 'xstate';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage, type ChatSessionView, type ChatStarted } from '../../../../shared/schemas/chat';
import { ApiError } from '../../../core/api/client';
import type { ChatCredentials } from '../chatApi';
import type { PendingChatMessage, RestoredChat } from '../chatStore';
import { chatActors, type ChatStoreCommand } from './chatMachineActors';
import { checkChatForm, EMPTY_CHAT_FORM, formFilled, type ChatFormField } from './chatMachineForm';
import { isBrowserOffline, isNetworkFailure } from '../../../core/connection';

export { CHAT_FORM_FIELDS, type ChatFieldErrors, type ChatFormField, type ChatFormValues } from './chatMachineForm';

import type { ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatLink, ChatSession } from './chatMachineTypes';

export type { ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatLink, ChatSession };

export const OFFLINE_START = 'You’re offline. We’ll start the chat as soon as you’re back online.';
export const START_FAILED = 'We couldn’t start the chat. Please try again.';
export const SESSION_ENDED = 'That conversation is no longer available. Start a new one below.';

/** An id the shop accepts (8-64 of A-Z a-z 0-9 - _); randomUUID needs a secure context, getRandomValues does not. */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const credentials = ({ context }: { context: ChatContext }): ChatCredentials => ({
  sessionId: context.session!.sessionId,
  token: context.session!.token,
});
export const feedInput = ({ context }: { context: ChatContext }) => ({
  session: credentials({ context }),
  lastEventId: context.lastEventId,
});
const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);
export const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const LEAVE_SESSION: Pick<ChatContext, 'session' | 'outbox' | 'lastEventId' | 'unread' | 'adminReadUpTo' | 'emailFallbackAt' | 'draft'> = {
  session: null,
  outbox: [],
  lastEventId: 0,
  unread: 0,
  adminReadUpTo: 0,
  emailFallbackAt: null,
  draft: '',
};

// In an action, `check(stateIn(…))` trips TypeScript's inference of setup's guards (statelyai/xstate#4834); the
// cast only quiets that, the check itself is xstate's.
const PANEL_OPEN = stateIn('#panelOpen') as never;

export const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatEmitted,
  },
  actors: chatActors,
  guards: {
    isOffline: (_) => isBrowserOffline(),
    isVisible: ({ context }) => context.visible,
    hasSession: ({ context }) => context.session !== null,
    hasOutbox: ({ context }) => context.outbox.length > 0,
    formFilled: ({ context }) => formFilled(context.form),
    formInvalid: ({ context }) => !checkChatForm(context.form).ok,
    draftReady: ({ context }) => context.draft.trim() !== '' && context.draft.trim().length <= CHAT_LIMITS.message,
    draftTooLong: ({ context }) => context.draft.trim().length > CHAT_LIMITS.message,
    typedSomething: ({ event }) => event.type === 'draft.changed' && event.value.trim() !== '',
    hasLink: ({ context }) => context.link !== null,
    linkIsCurrent: ({ context }) => context.link !== null && context.link.sessionId === context.session?.sessionId,
    linkHasToken: ({ context }) => Boolean(context.link?.token),
    /** A link to the conversation already here only opens it; one with a token to another replaces it. */
    namesCurrent: ({ context }, params: { link: ChatLink }) => params.link.sessionId === context.session?.sessionId,
    carriesToken: (_, params: { link: ChatLink }) => Boolean(params.link.token),
    supportWrote: (_, params: { messages: ChatMessage[] }) => params.messages.some((m) => m.sender === 'admin'),
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    isRefused: (_, params: { error: unknown }) => [401, 403, 404].includes(status(params.error)),
    isTooMany: (_, params: { error: unknown }) => status(params.error) === 429,
    isBadRequest: (_, params: { error: unknown }) => [400, 413].includes(status(params.error)),
  },
  actions: {
    changeField: assign(({ context }, params: { field: ChatFormField; value: string }) => {
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { form: { ...context.form, [params.field]: params.value }, fieldErrors };
    }),
    showFieldErrors: assign(({ context }) => {
      const checked = checkChatForm(context.form);
      return { fieldErrors: checked.ok ? {} : checked.errors };
    }),
    tell: assign((_, params: { notice: string | null }) => ({ notice: params.notice })),
    takeLink: assign((_, params: { link: ChatLink }) => ({ link: params.link })),
    clearLink: assign({ link: null }),
    openPanel: raise({ type: 'panel.open' }),
    restore: enqueueActions(({ enqueue, check }, params: { restored: RestoredChat }) => {
      const { session, pending, lastEventId, unread } = params.restored;
      const open = check(PANEL_OPEN);
      enqueue.assign({
        session: {
          sessionId: session.sessionId,
          token: session.token,
          customerName: session.customerName,
          customerEmail: session.customerEmail,
        },
        emailFallbackAt: session.emailFallbackAt,
        adminReadUpTo: session.adminReadUpTo,
        outbox: pending,
        lastEventId,
        unread: open ? 0 : unread,
      });
      if (open && unread > 0)
        enqueue.sendTo('store', { type: 'messages.seen', sessionId: session.sessionId, upTo: lastEventId } satisfies ChatStoreCommand);
    }),
    adoptLink: enqueueActions(({ context, enqueue }) => {
      const { sessionId, token } = context.link!;
      enqueue.assign({ ...LEAVE_SESSION, session: { sessionId, token: token!, customerName: '', customerEmail: '' }, notice: null });
      enqueue.sendTo('store', {
        type: 'session.save',
        session: {
          sessionId,
          token: token!,
          customerName: '',
          customerEmail: '',
          emailFallbackAt: null,
          lastSeenId: 0,
          adminReadUpTo: 0,
          savedAt: Date.now(),
        },
      } satisfies ChatStoreCommand);
      enqueue.raise({ type: 'session.changed' });
    }),
    takeStarted: enqueueActions(({ context, enqueue }, params: { started: ChatStarted }) => {
      const { sessionId, token, message } = params.started;
      const { customerName, customerEmail } = context.form;
      const session = { sessionId, token, customerName: customerName.trim(), customerEmail: customerEmail.trim() };
      const lastEventId = message?.id ?? 0;
      enqueue.assign({ ...LEAVE_SESSION, session, lastEventId, form: EMPTY_CHAT_FORM, fieldErrors: {}, notice: null });
      enqueue.sendTo('store', {
        type: 'session.save',
        session: { ...session, emailFallbackAt: null, lastSeenId: lastEventId, adminReadUpTo: 0, savedAt: Date.now() },
      } satisfies ChatStoreCommand);
      if (message) enqueue.sendTo('store', { type: 'messages.save', sessionId, messages: [message] } satisfies ChatStoreCommand);
      enqueue.raise({ type: 'session.changed' });
    }),
    forgetSession: enqueueActions(({ context, enqueue }) => {
      if (context.session)
        enqueue.sendTo('store', { type: 'session.forget', sessionId: context.session.sessionId } satisfies ChatStoreCommand);
      enqueue.assign({ ...LEAVE_SESSION, notice: SESSION_ENDED });
      enqueue.raise({ type: 'session.changed' });
    }),
    takeView: enqueueActions(({ context, enqueue }, params: { view: ChatSessionView }) => {
      const { view } = params;
      if (!context.session || view.sessionId !== context.session.sessionId) return;
      const adminReadUpTo = Math.max(context.adminReadUpTo, view.adminReadUpTo);
      enqueue.assign({
        session: { ...context.session, customerName: view.customerName, customerEmail: view.customerEmail },
        emailFallbackAt: view.emailFallbackAt,
        adminReadUpTo,
      });
      enqueue.sendTo('store', {
        type: 'session.update',
        sessionId: view.sessionId,
        changes: {
          customerName: view.customerName,
          customerEmail: view.customerEmail,
          emailFallbackAt: view.emailFallbackAt,
          adminReadUpTo,
        },
      } satisfies ChatStoreCommand);
    }),
    takeMessages: enqueueActions(({ context, enqueue, check }, params: { messages: ChatMessage[] }) => {
      if (!context.session) return;
      const sessionId = context.session.sessionId;
      const messages = params.messages.filter((m) => m.sessionId === sessionId);
      if (!messages.length) return;
      // Stored in any case: a replayed message may be the sent copy of one still shown as "sending".
      enqueue.sendTo('store', { type: 'messages.save', sessionId, messages } satisfies ChatStoreCommand);
      const fresh = messages.filter((m) => m.id > context.lastEventId);
      const confirmed = new Set(messages.map((m) => m.clientMessageId).filter(Boolean));
      const lastEventId = Math.max(context.lastEventId, ...messages.map((m) => m.id));
      const replies = fresh.filter((m) => m.sender === 'admin').length;
      const open = check(PANEL_OPEN);
      enqueue.assign({
        lastEventId,
        outbox: context.outbox.filter((p) => !confirmed.has(p.clientMessageId)),
        unread: open ? 0 : context.unread + replies,
      });
      if (replies > 0 && open) enqueue.sendTo('store', { type: 'messages.seen', sessionId, upTo: lastEventId } satisfies ChatStoreCommand);
      if (replies > 0 && !context.visible) enqueue.emit({ type: 'sound' });
    }),
    takeRead: enqueueActions(({ context, enqueue }, params: { upTo: number }) => {
      if (!context.session || params.upTo <= context.adminReadUpTo) return;
      enqueue.assign({ adminReadUpTo: params.upTo });
      enqueue.sendTo('store', {
        type: 'session.update',
        sessionId: context.session.sessionId,
        changes: { adminReadUpTo: params.upTo },
      } satisfies ChatStoreCommand);
    }),
    takeNotice: enqueueActions(({ context, enqueue }, params: { emailFallbackAt: string }) => {
      if (!context.session) return;
      enqueue.assign({ emailFallbackAt: params.emailFallbackAt });
      enqueue.sendTo('store', {
        type: 'session.update',
        sessionId: context.session.sessionId,
        changes: { emailFallbackAt: params.emailFallbackAt },
      } satisfies ChatStoreCommand);
    }),
    markAllSeen: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ unread: 0 });
      if (context.session)
        enqueue.sendTo('store', {
          type: 'messages.seen',
          sessionId: context.session.sessionId,
          upTo: context.lastEventId,
        } satisfies ChatStoreCommand);
    }),
    changeDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    queueDraft: enqueueActions(({ context, enqueue }) => {
      const pending: PendingChatMessage = {
        clientMessageId: newMessageId(),
        message: context.draft.trim(),
        createdAt: new Date().toISOString(),
      };
      enqueue.assign({ outbox: [...context.outbox, pending], draft: '', notice: null });
      enqueue.sendTo('store', { type: 'message.keep', sessionId: context.session!.sessionId, pending } satisfies ChatStoreCommand);
    }),
    takeDelivered: enqueueActions(({ context, enqueue }, params: { message: ChatMessage }) => {
      enqueue.assign({ outbox: context.outbox.filter((p) => p.clientMessageId !== params.message.clientMessageId) });
      enqueue.sendTo('store', {
        type: 'messages.save',
        sessionId: params.message.sessionId,
        messages: [params.message],
      } satisfies ChatStoreCommand);
    }),
    /** The shop refused the first waiting message's content: it stays on screen as not sent, the rest go on. */
    dropRefused: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const [refused, ...rest] = context.outbox;
      if (!refused) return;
      enqueue.assign({ outbox: rest, notice: serverMessage(params.error) ?? CHAT_MESSAGES.sendFailed });
      enqueue.sendTo('store', { type: 'message.failed', clientMessageId: refused.clientMessageId } satisfies ChatStoreCommand);
    }),
    takeRetryAfter: assign((_, params: { error: unknown }) => ({
      retryAfterMs: params.error instanceof ApiError && params.error.retryAfterMs !== undefined ? params.error.retryAfterMs : 5000,
      notice: params.error instanceof ApiError && params.error.status === 429 ? CHAT_MESSAGES.tooManyMessages : null,
    })),
    signalTyping: spawnChild('sendTyping', { input: credentials }),
  },
  delays: {
    /** How long the stream may take to open before the 2-second polling stands in. */
    streamGrace: 4000,
    /** The browser says it is online but the shop was not reached: try again after this. */
    outboxRetry: 10_000,
    retryAfter: ({ context }) => context.retryAfterMs,
    /** At most one typing signal this often while the customer types. */
    typingThrottle: 3000,
    /** Support's "typing…" fades when no signal renews it. */
    supportTypingTimeout: 6000,
  },
});
