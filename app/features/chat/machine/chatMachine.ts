// The 'Chat with Human' widget (spec §2, §4, §5; issue 10): the panel (closed or open) and the conversation
// (form, starting, then connected, reconnecting or offline) as parallel regions, with the outbox that sends
// each typed message exactly once (its clientMessageId makes a resend harmless), typing signals both ways and
// presence. The conversation lives in IndexedDB, so a reload or a later visit resumes it.
import { and, assign, not, raise, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CHAT_MESSAGES } from '../../../../shared/schemas/chat';
import { chatSetup, credentials, feedInput, newMessageId, OFFLINE_START, serverMessage, START_FAILED } from './chatMachineSetup';
import { checkChatForm, EMPTY_CHAT_FORM, formFilled } from './chatMachineForm';

export * from './chatMachineSetup';

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({
    form: EMPTY_CHAT_FORM,
    fieldErrors: {},
    notice: null,
    session: null,
    emailFallbackAt: null,
    adminReadUpTo: 0,
    draft: '',
    outbox: [],
    lastEventId: 0,
    unread: 0,
    visible: input?.visible ?? true,
    link: input?.link ?? null,
    retryAfterMs: 5000,
    startId: newMessageId(),
  }),
  invoke: [
    { id: 'store', src: 'store' },
    { id: 'page', src: 'watchPage' },
  ],
  on: {
    'page.visible': { actions: assign({ visible: true }) },
    'page.hidden': { actions: assign({ visible: false }) },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.open': 'open', 'panel.toggle': 'open' } },
        open: {
          id: 'panelOpen',
          entry: 'markAllSeen',
          on: { 'panel.close': 'closed', 'panel.toggle': 'closed' },
        },
      },
    },
    session: {
      initial: 'restoring',
      states: {
        restoring: {
          invoke: {
            src: 'loadStored',
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'linking',
                actions: { type: 'restore', params: ({ event }) => ({ restored: event.output! }) },
              },
              { target: 'linking' },
            ],
            onError: { target: 'linking' },
          },
          on: { 'link.adopt': { actions: { type: 'takeLink', params: ({ event }) => ({ link: event.link }) } } },
        },
        /** Decides what a link (from the address or a notification) does to what this device has. */
        linking: {
          always: [
            { guard: and(['hasLink', 'linkIsCurrent']), target: 'chatting', actions: ['clearLink', 'openPanel'] },
            { guard: and(['hasLink', 'linkHasToken']), target: 'chatting', actions: ['adoptLink', 'clearLink', 'openPanel'] },
            { guard: 'hasSession', target: 'chatting', actions: 'clearLink' },
            { target: 'form', actions: 'clearLink' },
          ],
        },
        form: {
          initial: 'editing',
          on: {
            'link.adopt': {
              guard: { type: 'carriesToken', params: ({ event }) => ({ link: event.link }) },
              target: 'linking',
              actions: { type: 'takeLink', params: ({ event }) => ({ link: event.link }) },
            },
            'field.changed': {
              target: '.editing',
              actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            'form.submit': [
              { guard: not('formFilled') },
              { guard: 'formInvalid', target: '.editing', actions: 'showFieldErrors' },
              { guard: 'isOffline', target: '.waiting', actions: { type: 'tell', params: { notice: OFFLINE_START } } },
              { target: 'starting', actions: { type: 'tell', params: { notice: null } } },
            ],
          },
          states: {
            editing: {},
            /** Filled in without a connection: the chat starts when it returns. */
            waiting: {
              on: { 'connection.online': { target: '#chat.session.starting', actions: { type: 'tell', params: { notice: null } } } },
            },
          },
        },
        starting: {
          invoke: {
            src: 'startChat',
            input: ({ context }) => {
              const checked = checkChatForm(context.form);
              if (!checked.ok) throw new Error('The form was checked before starting');
              // The same id on every attempt: a start whose answer was lost gets the chat it already made.
              return { ...checked.data, clientMessageId: context.startId };
            },
            onDone: { target: 'chatting', actions: { type: 'takeStarted', params: ({ event }) => ({ started: event.output }) } },
            onError: [
              {
                guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'form.waiting',
                actions: { type: 'tell', params: { notice: OFFLINE_START } },
              },
              {
                target: 'form.editing',
                actions: { type: 'tell', params: ({ event }) => ({ notice: serverMessage(event.error) ?? START_FAILED }) },
              },
            ],
          },
          on: {
            'link.adopt': {
              guard: { type: 'carriesToken', params: ({ event }) => ({ link: event.link }) },
              target: 'linking',
              actions: { type: 'takeLink', params: ({ event }) => ({ link: event.link }) },
            },
          },
        },
        chatting: {
          initial: 'checking',
          on: {
            'chat.messages': { actions: { type: 'takeMessages', params: ({ event }) => ({ messages: event.messages }) } },
            'chat.read': { actions: { type: 'takeRead', params: ({ event }) => ({ upTo: event.upTo }) } },
            'chat.notice': { actions: { type: 'takeNotice', params: ({ event }) => ({ emailFallbackAt: event.emailFallbackAt }) } },
            'draft.changed': { actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) } },
            'draft.send': [
              { guard: 'draftTooLong', actions: { type: 'tell', params: { notice: CHAT_MESSAGES.messageTooLong } } },
              { guard: 'draftReady', actions: 'queueDraft' },
            ],
            'session.lost': { target: 'form', actions: 'forgetSession' },
            'link.adopt': [
              { guard: { type: 'namesCurrent', params: ({ event }) => ({ link: event.link }) }, actions: 'openPanel' },
              {
                guard: { type: 'carriesToken', params: ({ event }) => ({ link: event.link }) },
                target: 'linking',
                actions: { type: 'takeLink', params: ({ event }) => ({ link: event.link }) },
              },
            ],
          },
          states: {
            checking: { always: [{ guard: 'isOffline', target: 'offline' }, { target: 'online' }] },
            online: {
              id: 'chatOnline',
              initial: 'connecting',
              invoke: [
                { id: 'stream', src: 'stream', input: feedInput },
                // The stream replays only after a Last-Event-ID: the list fills in a conversation this device never saw.
                {
                  src: 'catchUp',
                  input: feedInput,
                  onDone: { actions: { type: 'takeMessages', params: ({ event }) => ({ messages: event.output }) } },
                },
                {
                  src: 'fetchSession',
                  input: credentials,
                  onDone: { actions: { type: 'takeView', params: ({ event }) => ({ view: event.output }) } },
                  onError: {
                    guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                    actions: raise({ type: 'session.lost' }),
                  },
                },
              ],
              on: { 'connection.offline': 'offline', 'stream.refused': { actions: raise({ type: 'session.lost' }) } },
              states: {
                connecting: {
                  on: { 'stream.opened': 'connected', 'stream.broken': 'reconnecting' },
                  after: { streamGrace: 'reconnecting' },
                },
                connected: { on: { 'stream.broken': 'reconnecting' } },
                /** The stream is down: the spec's polling stands in until it is back. */
                reconnecting: { invoke: { src: 'poll', input: feedInput }, on: { 'stream.opened': 'connected' } },
              },
            },
            offline: { on: { 'connection.online': 'online' } },
          },
        },
      },
    },
    outbox: {
      initial: 'idle',
      on: { 'session.changed': '.idle' },
      states: {
        idle: { always: { guard: and(['hasOutbox', stateIn('#chatOnline')]), target: 'sending' } },
        sending: {
          invoke: {
            src: 'deliver',
            input: ({ context }) => ({ session: credentials({ context }), pending: context.outbox[0]! }),
            onDone: { target: 'idle', actions: { type: 'takeDelivered', params: ({ event }) => ({ message: event.output }) } },
            onError: [
              // Sent or not, the answer never came: the same clientMessageId goes again, and the shop keeps one.
              { guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) }, target: 'waiting' },
              {
                guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
                target: 'resting',
                actions: { type: 'takeRetryAfter', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: raise({ type: 'session.lost' }),
              },
              {
                guard: { type: 'isBadRequest', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: { type: 'dropRefused', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'resting', actions: { type: 'takeRetryAfter', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        waiting: { on: { 'connection.online': 'idle', 'stream.opened': 'idle' }, after: { outboxRetry: 'idle' } },
        resting: { after: { retryAfter: 'idle' } },
      },
    },
    typing: {
      initial: 'quiet',
      states: {
        quiet: {
          on: { 'draft.changed': { guard: and(['typedSomething', stateIn('#chatOnline')]), target: 'cooling' } },
        },
        cooling: { entry: 'signalTyping', after: { typingThrottle: 'quiet' } },
      },
    },
    supportTyping: {
      initial: 'idle',
      states: {
        idle: { on: { 'chat.typing': 'typing' } },
        typing: {
          after: { supportTypingTimeout: 'idle' },
          on: {
            'chat.typing': { target: 'typing', reenter: true },
            'chat.messages': { guard: { type: 'supportWrote', params: ({ event }) => ({ messages: event.messages }) }, target: 'idle' },
            'session.changed': 'idle',
          },
        },
      },
    },
    /** The shop is told while the customer has the chat open in a visible tab (no push or mail for what they see). */
    presence: {
      initial: 'away',
      states: {
        away: { always: { guard: and([stateIn('#panelOpen'), stateIn('#chatOnline'), 'isVisible', 'hasSession']), target: 'here' } },
        here: {
          invoke: { src: 'presence', input: credentials },
          always: { guard: not(and([stateIn('#panelOpen'), stateIn('#chatOnline'), 'isVisible', 'hasSession'])), target: 'away' },
          on: { 'session.changed': 'away' },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;

/** The running chat machine, as the widget's parts are handed it. */
export type ChatActor = ActorRefFrom<typeof chatMachine>;

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** Start Chat can be pressed: name, email and first message are filled and no start is on its way. */
export const canStartChat = (s: ChatSnapshot) => s.matches({ session: 'form' }) && formFilled(s.context.form);

/** The conversation's connection as the panel shows it, or null before there is a conversation. */
export function chatConnection(s: ChatSnapshot): 'connecting' | 'connected' | 'reconnecting' | 'offline' | null {
  if (s.matches({ session: { chatting: 'offline' } })) return 'offline';
  if (s.matches({ session: { chatting: { online: 'connected' } } })) return 'connected';
  if (s.matches({ session: { chatting: { online: 'reconnecting' } } })) return 'reconnecting';
  return s.matches({ session: 'chatting' }) ? 'connecting' : null;
}
