// Applying for a free song (spec §2, §5, §8): the form's values, the shared check, and the send. Without a
// connection the application is kept in IndexedDB and sent when the connection returns, even from a later visit;
// every send carries the browser's clientId, so however often it goes the shop stores it once.
import { assign, emit, fromPromise, not, setup } from 'xstate';
import * as publicEndpoints from '../../../../shared/api/publicEndpoints';
import {
  checkFreeSongApplication,
  EMPTY_FREE_SONG_FORM,
  FREE_SONG_MESSAGES,
  noSpotsMessage,
  type FreeSongApplication,
  type FreeSongCheck,
  type FreeSongField,
  type FreeSongFormValues,
  type FreeSongSubmitted,
} from '../../../../shared/schemas/freeSong';
import { request } from '../../../core/api/client';
import type { QueuedFreeSong } from '../../../core/db/database';
import { bodyOf, isSubmitted, newClientId, valuesOf, type FreeSongBody } from './freeSongApplication';
import { forgetQueuedFreeSong, oldestQueuedFreeSong, queueFreeSong } from '../freeSongQueue';
import { isBrowserOffline, isNetworkFailure, retryDelay, waitForConnection } from '../../../core/connection';
import {
  FAILED,
  failureNotice,
  firstProblemField,
  isRefusal,
  problemErrors,
  problemNotice,
  refusalErrors,
  refusalNotice,
  type FieldErrors,
  type FreeSongFormField,
  type Notice,
} from './freeSongMachineNotices';

export { newClientId, type FreeSongBody } from './freeSongApplication';
export {
  REQUIRED_FIELD_MESSAGE,
  splitServerMessage,
  type FieldErrors,
  type FreeSongFormField,
  type Notice,
} from './freeSongMachineNotices';

/** What the page knows of the spots (GET /api/free-song-submissions/count). */
export interface SpotsInfo {
  spots: number;
  remaining: number;
}

export interface FreeSongContext {
  values: FreeSongFormValues;
  /** The browser's id for this application: made once, sent with every attempt. */
  clientId: string;
  errors: FieldErrors;
  /** The application being sent or waiting for the connection. */
  application: FreeSongBody | null;
  /** Whether the waiting application is in IndexedDB (false: the browser refused to keep it; it goes while the page stays open). */
  keptOnDevice: boolean;
  submission: FreeSongSubmitted | null;
  /** Why the last send did not go through, shown in the form beside the button. */
  notice: Notice | null;
  /** The last submit's view of the spots and the check's verdict, read by the `validating` step. */
  spots: SpotsInfo | null;
  check: FreeSongCheck | null;
  /** Sends in a row that reached no server since the connection last returned: the next retry comes sooner or later. */
  failedSends: number;
}

export type FreeSongInput = { clientId?: string } | undefined;

export type FreeSongEvent =
  | { type: 'field.changed'; field: FreeSongField; value: string }
  | { type: 'field.changed'; field: 'agreedToVideo'; value: boolean }
  | { type: 'submit'; spots?: SpotsInfo | null }
  | { type: 'connection.online' };

/** Side effects the page (or the background sender) performs: a toast, and where focus goes. */
export type FreeSongEmitted = ({ type: 'toast'; variant: 'error' } & Notice) | { type: 'focus'; field: FreeSongFormField };

export const freeSongMachine = setup({
  types: {
    context: {} as FreeSongContext,
    events: {} as FreeSongEvent,
    input: {} as FreeSongInput,
    emitted: {} as FreeSongEmitted,
  },
  actors: {
    loadQueued: fromPromise<QueuedFreeSong | undefined>(() => oldestQueuedFreeSong()),
    queueApplication: fromPromise<void, { clientId: string; application: FreeSongBody }>(({ input }) => queueFreeSong(input)),
    forgetQueued: fromPromise<void, { clientId: string }>(({ input }) => forgetQueuedFreeSong(input.clientId)),
    sendApplication: fromPromise<FreeSongSubmitted, FreeSongApplication>(({ input }) =>
      request(publicEndpoints.freeSongSubmit, { body: { ...input } }),
    ),
    waitForConnection,
  },
  guards: {
    isOffline: isBrowserOffline,
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    isFull: (_, params: { error: unknown }) => isRefusal(params.error, 409),
    isInvalid: (_, params: { error: unknown }) => isRefusal(params.error, 400),
    isSubmitted: (_, params: { output: unknown }) => isSubmitted(params.output),
    hasQueued: (_, params: { queued: QueuedFreeSong | undefined }) => Boolean(params.queued),
    noSpotsLeft: ({ context }) => context.spots?.remaining === 0,
    checkFailed: ({ context }) => context.check?.ok === false,
    /** Missing fields and the agreement have the spec's toasts; a value of the wrong shape is explained beside its field. */
    problemHasToast: ({ context }) => problemNotice(context.check) !== null,
  },
  actions: {
    changeField: assign(({ context }, params: { field: FreeSongFormField; value: string | boolean }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, errors };
    }),
    takeSubmit: assign(({ context }, params: { spots: SpotsInfo | null }) => ({
      spots: params.spots,
      check: checkFreeSongApplication(context.values),
      notice: null,
    })),
    showProblems: assign(({ context }) => ({ errors: problemErrors(context.check) })),
    placeRefusal: assign((_, params: { error: unknown }) => ({ errors: refusalErrors(params.error) })),
    toastProblem: emit(({ context }) => ({ type: 'toast' as const, variant: 'error' as const, ...problemNotice(context.check)! })),
    focusFirstProblem: emit(({ context }) => ({ type: 'focus' as const, field: firstProblemField(context.check)! })),
    toastNoSpots: emit(({ context }) => ({
      type: 'toast' as const,
      variant: 'error' as const,
      title: FREE_SONG_MESSAGES.noSpotsTitle,
      description: noSpotsMessage(context.spots?.spots ?? 0),
    })),
    takeApplication: assign(({ context }) => ({
      application: context.check?.ok ? bodyOf(context.check.data) : context.application,
      errors: {},
    })),
    restoreQueued: assign((_, params: { queued: QueuedFreeSong }) => ({
      clientId: params.queued.clientId,
      application: params.queued.application,
      values: valuesOf(params.queued.application),
      keptOnDevice: true,
    })),
    countFailedSend: assign(({ context }) => ({ failedSends: context.failedSends + 1 })),
    forgetFailedSends: assign({ failedSends: 0 }),
    markKept: assign((_, params: { kept: boolean }) => ({ keptOnDevice: params.kept })),
    keepSubmission: assign((_, params: { output: FreeSongSubmitted }) => ({ submission: params.output, notice: null })),
    tell: assign((_, params: Notice) => ({ notice: params })),
    toast: emit((_, params: Notice) => ({ type: 'toast' as const, variant: 'error' as const, ...params })),
  },
  delays: {
    /** How long to wait before trying again when the browser claims a connection but the shop was not reached. */
    offlineRetry: ({ context }) => retryDelay(context.failedSends),
  },
}).createMachine({
  id: 'freeSong',
  context: ({ input }) => ({
    values: EMPTY_FREE_SONG_FORM,
    clientId: input?.clientId ?? newClientId(),
    errors: {},
    application: null,
    keptOnDevice: false,
    submission: null,
    notice: null,
    spots: null,
    check: null,
    failedSends: 0,
  }),
  // An application left waiting by an earlier visit comes first: it goes (or waits) before a new one is typed.
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'loadQueued',
        onDone: [
          {
            guard: { type: 'hasQueued', params: ({ event }) => ({ queued: event.output }) },
            target: 'waitingToSend',
            actions: { type: 'restoreQueued', params: ({ event }) => ({ queued: event.output! }) },
          },
          { target: 'form' },
        ],
        onError: { target: 'form' },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {},
        /** The check found something to fix: errors beside the fields. */
        invalid: {},
        /** The shop could not take it this time (a server error, too many applications): try again. */
        failed: {},
        /** The shop refused the application's content (400): it leaves the queue; the values stay to be fixed. */
        refused: {
          invoke: { src: 'forgetQueued', input: ({ context }) => ({ clientId: context.clientId }), onError: {} },
        },
      },
      on: {
        'field.changed': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        submit: { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => ({ spots: event.spots ?? null }) } },
      },
    },
    validating: {
      always: [
        { guard: 'noSpotsLeft', target: 'full', actions: 'toastNoSpots' },
        { guard: 'problemHasToast', target: 'form.invalid', actions: ['showProblems', 'toastProblem', 'focusFirstProblem'] },
        { guard: 'checkFailed', target: 'form.invalid', actions: ['showProblems', 'focusFirstProblem'] },
        { guard: 'isOffline', target: 'queueing', actions: 'takeApplication' },
        { target: 'sending', actions: 'takeApplication' },
      ],
    },
    /** A restored application goes at once when there is a connection, else waits for it. */
    waitingToSend: {
      always: [{ guard: 'isOffline', target: 'queued' }, { target: 'sending' }],
    },
    queueing: {
      invoke: {
        src: 'queueApplication',
        input: ({ context }) => ({ clientId: context.clientId, application: context.application! }),
        onDone: { target: 'queued', actions: { type: 'markKept', params: { kept: true } } },
        // The browser would not keep it (private mode, storage full): it still goes if the page stays open.
        onError: { target: 'queued', actions: { type: 'markKept', params: { kept: false } } },
      },
    },
    queued: {
      invoke: { src: 'waitForConnection' },
      after: { offlineRetry: { guard: not('isOffline'), target: 'sending' } },
      on: { 'connection.online': { target: 'sending', actions: 'forgetFailedSends' } },
    },
    sending: {
      invoke: {
        src: 'sendApplication',
        input: ({ context }) => ({ ...context.application!, clientId: context.clientId }),
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => ({ output: event.output }) },
            target: 'sent',
            actions: { type: 'keepSubmission', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'form.failed',
            actions: [
              { type: 'tell', params: FAILED },
              { type: 'toast', params: FAILED },
            ],
          },
        ],
        onError: [
          // Sent or not, the answer never came: keep it and send it again (the clientId makes that safe).
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'queueing',
            actions: 'countFailedSend',
          },
          {
            guard: { type: 'isFull', params: ({ event }) => ({ error: event.error }) },
            target: 'full',
            actions: [
              { type: 'tell', params: ({ event }) => refusalNotice(event.error) },
              { type: 'toast', params: ({ event }) => refusalNotice(event.error) },
            ],
          },
          {
            guard: { type: 'isInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'form.refused',
            actions: [
              { type: 'placeRefusal', params: ({ event }) => ({ error: event.error }) },
              { type: 'tell', params: ({ event }) => refusalNotice(event.error) },
              { type: 'toast', params: ({ event }) => refusalNotice(event.error) },
            ],
          },
          {
            target: 'form.failed',
            actions: [
              { type: 'tell', params: ({ event }) => failureNotice(event.error) },
              { type: 'toast', params: ({ event }) => failureNotice(event.error) },
            ],
          },
        ],
      },
    },
    /** Stored by the shop (now or by an earlier attempt whose answer was lost). */
    sent: {
      invoke: { src: 'forgetQueued', input: ({ context }) => ({ clientId: context.clientId }), onError: {} },
    },
    /** No spot is left: nothing can be sent, so nothing stays queued. */
    full: {
      invoke: { src: 'forgetQueued', input: ({ context }) => ({ clientId: context.clientId }), onError: {} },
    },
  },
});

export type FreeSongMachine = typeof freeSongMachine;
