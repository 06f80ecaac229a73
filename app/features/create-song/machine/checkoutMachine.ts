// Checkout (spec §4, §8; DESIGN §6): create the order, create the checkout, check the URL's prefix, forget the
// draft, go to the payment page. Without a connection it waits in `offline` and goes on by itself when the
// connection returns; the order's draftId makes the retried init answer with the same order, never a second one.
import { assign, fromPromise, not, setup } from 'xstate';
import * as publicEndpoints from '../../../../shared/api/publicEndpoints';
import type { CheckoutResponse, OrderInitResponse } from '../../../../shared/api-types';
import { WIZARD_MESSAGES, type CheckoutRequest, type DraftField, type OrderInit } from '../../../../shared/schemas/order';
import { ApiError, request } from '../../../core/api/client';
import { clearDraft } from '../drafts';
import { isBrowserOffline, isNetworkFailure, retryDelay, waitForConnection } from '../../../core/connection';
import { draftFieldOf } from './orderDraft';

export interface CheckoutContext {
  /** The order being paid for, as last submitted. */
  order: OrderInit | null;
  orderId: string | null;
  checkoutUrl: string | null;
  /** The message shown after a failure, in the spec's words or the server's. */
  error: string | null;
  /** The wizard field the error is about (a bad discount code), so the page shows it beside that field. */
  errorField: DraftField | null;
  /** Requests in a row that reached no server since the last press or the connection's return: the next retry comes sooner or later. */
  failedTries: number;
}

export type CheckoutEvent =
  | { type: 'submit'; order: OrderInit }
  | { type: 'connection.online' }
  /** Stop waiting for the connection (the customer wants to change something first). */
  | { type: 'cancel' }
  /** The page came back from the back/forward cache after the redirect. */
  | { type: 'reset' }
  /** A wizard field changed: an error about that field no longer applies. */
  | { type: 'field.changed'; field: DraftField };

/** What went wrong, as the customer reads it (the server's own words when it sent some), and the field it is about. */
export function failureOf(error: unknown): { message: string; field?: string | undefined } {
  if (error instanceof ApiError && error.serverMessage) return { message: error.serverMessage, field: error.field };
  return { message: WIZARD_MESSAGES.generic };
}

function hasOrderId(output: unknown): output is { success: true; orderId: string } {
  if (!output || typeof output !== 'object') return false;
  const { success, orderId } = output as Partial<OrderInitResponse>;
  return success === true && typeof orderId === 'string' && orderId.length > 0;
}

function checkoutUrlOf(output: unknown): string | null {
  if (!output || typeof output !== 'object' || !('url' in output)) return null;
  const { url } = output as { url: unknown };
  return typeof url === 'string' && url ? url : null;
}

function checkoutErrorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object' || !('error' in output)) return null;
  const { error } = output as { error: unknown };
  return typeof error === 'string' && error ? error : null;
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    createOrder: fromPromise<OrderInitResponse, OrderInit>(({ input }) => request(publicEndpoints.orderInit, { body: input })),
    createCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(({ input }) => request(publicEndpoints.createCheckout, { body: input })),
    loadCheckoutUrlPrefix: fromPromise<string>(async () => (await request(publicEndpoints.config)).checkoutUrlPrefix),
    discardDraft: fromPromise<void>(() => clearDraft()),
    waitForConnection,
  },
  guards: {
    isOffline: isBrowserOffline,
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    orderCreated: (_, params: { output: unknown }) => hasOrderId(params.output),
    checkoutUrlReceived: (_, params: { output: unknown }) => checkoutUrlOf(params.output) !== null,
    checkoutRefused: (_, params: { output: unknown }) => checkoutErrorOf(params.output) !== null,
    urlHasPrefix: ({ context }, params: { prefix: unknown }) =>
      typeof params.prefix === 'string' && params.prefix.length > 0 && (context.checkoutUrl ?? '').startsWith(params.prefix),
    errorIsAbout: ({ context }, params: { field: DraftField }) => context.errorField === params.field,
  },
  actions: {
    takeOrder: assign(({ context }, params: { order: OrderInit }) => ({
      order: params.order,
      // Another draftId is another order; the same draftId keeps the order the server already made.
      orderId: context.order?.draftId === params.order.draftId ? context.orderId : null,
      checkoutUrl: null,
      error: null,
      errorField: null,
      failedTries: 0,
    })),
    countFailedTry: assign(({ context }) => ({ failedTries: context.failedTries + 1 })),
    forgetFailedTries: assign({ failedTries: 0 }),
    keepOrderId: assign((_, params: { output: unknown }) => ({ orderId: hasOrderId(params.output) ? params.output.orderId : null })),
    keepCheckoutUrl: assign((_, params: { output: unknown }) => ({ checkoutUrl: checkoutUrlOf(params.output) })),
    fail: assign((_, params: { message: string; field?: string | undefined }) => ({
      error: params.message,
      errorField: draftFieldOf(params.field),
    })),
    clearError: assign({ error: null, errorField: null }),
    redirectToCheckout: (_, params: { url: string }) => {
      window.location.assign(params.url);
    },
  },
  delays: {
    /** How long to wait before trying again when the browser claims a connection but the server was not reached. */
    offlineRetry: ({ context }) => retryDelay(context.failedTries),
  },
}).createMachine({
  id: 'checkout',
  context: { order: null, orderId: null, checkoutUrl: null, error: null, errorField: null, failedTries: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: [
          { guard: 'isOffline', target: 'offline', actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.order }) } },
          { target: 'creatingOrder', actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.order }) } },
        ],
      },
    },
    creatingOrder: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => context.order!,
        onDone: [
          {
            guard: { type: 'orderCreated', params: ({ event }) => ({ output: event.output }) },
            target: 'creatingCheckout',
            actions: { type: 'keepOrderId', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'failed', actions: { type: 'fail', params: { message: WIZARD_MESSAGES.orderFailed } } },
        ],
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: 'countFailedTry',
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
        ],
      },
    },
    creatingCheckout: {
      invoke: {
        src: 'createCheckout',
        input: ({ context }) => ({ orderId: context.orderId!, rushDelivery: context.order?.rushDelivery ?? false }),
        onDone: [
          {
            guard: { type: 'checkoutUrlReceived', params: ({ event }) => ({ output: event.output }) },
            target: 'validatingUrl',
            actions: { type: 'keepCheckoutUrl', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'checkoutRefused', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ message: checkoutErrorOf(event.output)! }) },
          },
          { target: 'failed', actions: { type: 'fail', params: { message: WIZARD_MESSAGES.noCheckoutUrl } } },
        ],
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: 'countFailedTry',
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
        ],
      },
    },
    validatingUrl: {
      invoke: {
        src: 'loadCheckoutUrlPrefix',
        onDone: [
          { guard: { type: 'urlHasPrefix', params: ({ event }) => ({ prefix: event.output }) }, target: 'redirecting' },
          { target: 'failed', actions: { type: 'fail', params: { message: WIZARD_MESSAGES.invalidCheckoutUrl } } },
        ],
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: 'countFailedTry',
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
        ],
      },
    },
    redirecting: {
      // The draft goes first: once the payment page is on screen this page may never run again.
      invoke: {
        src: 'discardDraft',
        onDone: { actions: { type: 'redirectToCheckout', params: ({ context }) => ({ url: context.checkoutUrl! }) } },
        onError: { actions: { type: 'redirectToCheckout', params: ({ context }) => ({ url: context.checkoutUrl! }) } },
      },
      on: { reset: { target: 'idle' } },
    },
    failed: {
      on: {
        submit: [
          { guard: 'isOffline', target: 'offline', actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.order }) } },
          { target: 'creatingOrder', actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.order }) } },
        ],
        'field.changed': {
          guard: { type: 'errorIsAbout', params: ({ event }) => ({ field: event.field }) },
          target: 'idle',
          actions: 'clearError',
        },
      },
    },
    offline: {
      entry: 'clearError',
      invoke: { src: 'waitForConnection' },
      after: { offlineRetry: { guard: not('isOffline'), target: 'creatingOrder' } },
      on: {
        'connection.online': { target: 'creatingOrder', actions: 'forgetFailedTries' },
        cancel: { target: 'idle' },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
