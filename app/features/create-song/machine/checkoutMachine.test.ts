// The checkout machine, transition by transition, against a fake shop: the happy path, every failure message,
// and the offline wait that goes on by itself without ever making a second order.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { CheckoutResponse, OrderInitResponse } from '../../../../shared/api-types';
import { WIZARD_MESSAGES, type CheckoutRequest, type OrderInit } from '../../../../shared/schemas/order';
import { ApiError } from '../../../core/api/client';
import { checkoutMachine } from './checkoutMachine';

const PREFIX = 'https://checkout.stripe.com/c/pay/';
const ORDER: OrderInit = {
  draftId: 'draft-abcdef12',
  recipientName: 'Maria',
  useNameInLyrics: true,
  occasion: 'Anniversary',
  story: 'We met at a bus stop in the rain.',
  mood: 'Romantic',
  genre: 'Pop',
  vocalPreference: 'Female',
  email: 'sam@example.com',
  rushDelivery: true,
};

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

interface FakeShop {
  /** Answers POST /api/order/init; by default one order per draftId. */
  init?: (order: OrderInit) => Promise<OrderInitResponse>;
  /** Answers POST /api/stripe/create-checkout. */
  checkout?: (request: CheckoutRequest) => Promise<CheckoutResponse>;
  /** Answers the checkout URL prefix of GET /api/config. */
  prefix?: () => Promise<string>;
  discard?: () => Promise<void>;
  offline?: boolean;
}

/** A checkout machine wired to a fake shop; `log` records the calls and side effects in the order they happen. */
function start(shop: FakeShop = {}) {
  const log: string[] = [];
  const ordersByDraft = new Map<string, string>();
  const inits: OrderInit[] = [];
  const checkouts: CheckoutRequest[] = [];
  const redirects: string[] = [];
  const connection = { offline: shop.offline ?? false, goOnline: () => undefined as void };
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise<OrderInitResponse, OrderInit>(async ({ input }) => {
        log.push('init');
        inits.push(input);
        if (shop.init) return shop.init(input);
        const orderId = ordersByDraft.get(input.draftId!) ?? `order${ordersByDraft.size + 1}`.padEnd(32, '0');
        ordersByDraft.set(input.draftId!, orderId);
        return { success: true, orderId };
      }),
      createCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(async ({ input }) => {
        log.push('checkout');
        checkouts.push(input);
        return shop.checkout ? shop.checkout(input) : { url: `${PREFIX}cs_test_1` };
      }),
      loadCheckoutUrlPrefix: fromPromise<string>(async () => {
        log.push('config');
        return shop.prefix ? shop.prefix() : PREFIX;
      }),
      discardDraft: fromPromise<void>(async () => {
        log.push('discard');
        if (shop.discard) await shop.discard();
      }),
      waitForConnection: fromCallback(({ sendBack }) => {
        connection.goOnline = () => {
          connection.offline = false;
          sendBack({ type: 'connection.online' });
        };
        return () => {
          connection.goOnline = () => undefined;
        };
      }),
    },
    actions: {
      redirectToCheckout: (_, params) => {
        log.push('redirect');
        redirects.push(params.url);
      },
    },
    guards: { isOffline: () => connection.offline },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    log,
    inits,
    checkouts,
    redirects,
    orders: () => ordersByDraft.size,
    connection,
    submit: (order: OrderInit = ORDER) => actor.send({ type: 'submit', order }),
    settle: (state: SnapshotFrom<typeof checkoutMachine>['value']) => waitFor(actor, (s) => s.matches(state)),
  };
}

describe('the way to the payment page', () => {
  it('starts idle with nothing to show', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      order: null,
      orderId: null,
      checkoutUrl: null,
      error: null,
      errorField: null,
      failedTries: 0,
    });
  });

  it('goes idle -> creatingOrder -> creatingCheckout -> validatingUrl -> redirecting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, submit } = start({ prefix: async () => (await gate, PREFIX) });
    const seen: string[] = [];
    actor.subscribe((s) => {
      if (seen.at(-1) !== s.value) seen.push(String(s.value));
    });
    submit();
    await waitFor(actor, (s) => s.matches('validatingUrl'));
    release();
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(seen).toEqual(['creatingOrder', 'creatingCheckout', 'validatingUrl', 'redirecting']);
  });

  it('sends the order, then the order id with the rush choice, discards the draft, then redirects to the checkout URL', async () => {
    const { actor, log, inits, checkouts, redirects, submit } = start();
    submit();
    await waitFor(actor, () => redirects.length > 0);
    expect(inits).toEqual([ORDER]);
    expect(checkouts).toEqual([{ orderId: 'order1'.padEnd(32, '0'), rushDelivery: true }]);
    expect(log).toEqual(['init', 'checkout', 'config', 'discard', 'redirect']);
    expect(redirects).toEqual([`${PREFIX}cs_test_1`]);
    expect(actor.getSnapshot().context).toMatchObject({
      orderId: 'order1'.padEnd(32, '0'),
      checkoutUrl: `${PREFIX}cs_test_1`,
      error: null,
    });
  });

  it('still redirects when the draft cannot be discarded', async () => {
    const { actor, redirects, submit } = start({ discard: () => Promise.reject(new Error('IndexedDB is gone')) });
    submit();
    await waitFor(actor, () => redirects.length > 0);
    expect(redirects).toEqual([`${PREFIX}cs_test_1`]);
  });

  it('ignores another submit while busy (one order, one checkout)', async () => {
    const { actor, inits, checkouts, redirects, submit } = start();
    submit();
    submit();
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    await waitFor(actor, () => redirects.length > 0);
    submit();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(inits).toHaveLength(1);
    expect(checkouts).toHaveLength(1);
  });

  it('goes back to idle when the page returns from the back/forward cache after the redirect', async () => {
    const { actor, redirects, submit } = start();
    submit();
    await waitFor(actor, () => redirects.length > 0);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('failures: an inline message and the button back', () => {
  async function failure(shop: FakeShop) {
    const started = start(shop);
    started.submit();
    await started.settle('failed');
    return started;
  }

  it("says 'Failed to create order' when the answer has no success or no orderId", async () => {
    for (const answer of [{ success: false, orderId: 'x' }, { success: true }, {}, 'OK', null]) {
      const { actor, checkouts } = await failure({ init: async () => answer as never });
      expect(actor.getSnapshot().context.error).toBe('Failed to create order');
      expect(checkouts).toEqual([]);
    }
  });

  it("shows the API's own error text", async () => {
    const { actor } = await failure({
      init: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please enter a valid email address', { field: 'email' })),
    });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Please enter a valid email address', errorField: 'email' });
  });

  it('attaches an unknown discount code to the discount code field', async () => {
    const { actor } = await failure({
      init: () => Promise.reject(new ApiError(400, 'Bad Request', 'This discount code is not valid', { field: 'discountCode' })),
    });
    expect(actor.getSnapshot().context).toMatchObject({ error: WIZARD_MESSAGES.discountUnknown, errorField: 'discountCode' });
  });

  it('places an error by the field the server names, not by its words', async () => {
    const { actor } = await failure({
      init: () => Promise.reject(new ApiError(400, 'Bad Request', 'Some new wording', { field: 'story' })),
    });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Some new wording', errorField: 'story' });
    const other = await failure({ init: () => Promise.reject(new ApiError(400, 'Bad Request', 'Unknown field', { field: 'colour' })) });
    expect(other.actor.getSnapshot().context).toMatchObject({ error: 'Unknown field', errorField: null });
  });

  it("falls back to 'Something went wrong. Please try again.' when the error says nothing useful", async () => {
    for (const error of [new ApiError(500, 'Internal Server Error', undefined), new Error('boom'), 'nope']) {
      const { actor } = await failure({ init: () => Promise.reject(error) });
      expect(actor.getSnapshot().context).toMatchObject({ error: 'Something went wrong. Please try again.', errorField: null });
    }
  });

  it("says 'No checkout URL received' when create-checkout answers without a URL", async () => {
    for (const answer of [{}, { url: '' }, { url: 42 }]) {
      const { actor } = await failure({ checkout: async () => answer as never });
      expect(actor.getSnapshot().context.error).toBe('No checkout URL received');
    }
  });

  it('shows the error create-checkout answers with', async () => {
    const { actor } = await failure({ checkout: async () => ({ error: 'Payments are paused' }) });
    expect(actor.getSnapshot().context.error).toBe('Payments are paused');
  });

  it('shows a refused checkout (409 already paid)', async () => {
    const { actor } = await failure({ checkout: () => Promise.reject(new ApiError(409, 'Conflict', 'This order is already paid')) });
    expect(actor.getSnapshot().context.error).toBe('This order is already paid');
  });

  it("says 'Invalid checkout URL received' for a URL outside the provider's prefix, and never redirects", async () => {
    for (const url of ['https://evil.example/c/pay/cs_1', 'javascript:alert(1)', 'http://checkout.stripe.com/c/pay/x']) {
      const { actor, redirects, log } = await failure({ checkout: async () => ({ url }) });
      expect(actor.getSnapshot().context.error).toBe('Invalid checkout URL received');
      expect(redirects).toEqual([]);
      expect(log).not.toContain('discard');
    }
  });

  it('refuses every URL when the configured prefix is empty', async () => {
    const { actor } = await failure({ prefix: async () => '' });
    expect(actor.getSnapshot().context.error).toBe('Invalid checkout URL received');
  });

  it('fails with the generic message when the prefix cannot be read', async () => {
    const { actor } = await failure({ prefix: () => Promise.reject(new ApiError(500, 'Internal Server Error', undefined)) });
    expect(actor.getSnapshot().context.error).toBe(WIZARD_MESSAGES.generic);
  });

  it('lets the customer try again from failed, and clears the message while trying', async () => {
    let attempt = 0;
    const { actor, redirects, submit } = await failure({
      init: async () =>
        ++attempt === 1
          ? Promise.reject(new ApiError(503, 'Service Unavailable', 'Try again'))
          : { success: true, orderId: 'a'.repeat(32) },
    });
    expect(actor.getSnapshot().can({ type: 'submit', order: ORDER })).toBe(true);
    submit();
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, () => redirects.length > 0);
  });

  it('drops an error about a field when that field changes, but not for another field', async () => {
    const { actor } = await failure({
      init: () => Promise.reject(new ApiError(400, 'Bad Request', WIZARD_MESSAGES.discountUnknown, { field: 'discountCode' })),
    });
    actor.send({ type: 'field.changed', field: 'email' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'field.changed', field: 'discountCode' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorField: null });
  });

  it('keeps a general error when a field changes', async () => {
    const { actor } = await failure({ init: async () => ({}) as never });
    actor.send({ type: 'field.changed', field: 'discountCode' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('forgets the order id when a different draft is submitted', async () => {
    const { actor, submit } = await failure({ checkout: async () => ({}) as never });
    expect(actor.getSnapshot().context.orderId).not.toBeNull();
    submit({ ...ORDER, draftId: 'draft-other-99' });
    expect(actor.getSnapshot().context.orderId).toBeNull();
  });
});

describe('offline', () => {
  it('a submit without a connection waits in offline without calling the shop', () => {
    const { actor, log, submit } = start({ offline: true });
    submit();
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(log).toEqual([]);
  });

  it('goes on by itself when the connection returns, to the payment page, with one order', async () => {
    const { actor, connection, redirects, orders, submit } = start({ offline: true });
    submit();
    connection.goOnline();
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    await waitFor(actor, () => redirects.length > 0);
    expect(orders()).toBe(1);
  });

  it('a fetch that fails for want of a network goes to offline, and the retry reuses the draftId: the same order, not a second', async () => {
    let down = true;
    let created = 0;
    const byDraft = new Map<string, string>();
    const { actor, connection, inits, redirects, submit } = start({
      // The first request reaches the server (which makes the order) but the answer is lost.
      init: async (order) => {
        if (!byDraft.has(order.draftId!)) {
          created++;
          byDraft.set(order.draftId!, 'b'.repeat(32));
        }
        if (down) throw new TypeError('Failed to fetch');
        return { success: true, orderId: byDraft.get(order.draftId!)! };
      },
    });
    submit();
    await waitFor(actor, (s) => s.matches('offline'));
    down = false;
    connection.goOnline();
    await waitFor(actor, () => redirects.length > 0);
    expect(inits.map((o) => o.draftId)).toEqual([ORDER.draftId, ORDER.draftId]);
    expect(created).toBe(1);
    expect(actor.getSnapshot().context.orderId).toBe('b'.repeat(32));
  });

  it('a network failure while creating the checkout also waits, then goes on', async () => {
    let down = true;
    const { actor, connection, checkouts, redirects, orders, submit } = start({
      checkout: async () => (down ? networkDown() : { url: `${PREFIX}cs_test_2` }),
    });
    submit();
    await waitFor(actor, (s) => s.matches('offline'));
    down = false;
    connection.goOnline();
    await waitFor(actor, () => redirects.length > 0);
    expect(checkouts).toHaveLength(2);
    expect(orders()).toBe(1);
    expect(redirects).toEqual([`${PREFIX}cs_test_2`]);
  });

  it('a network failure while reading the prefix waits too', async () => {
    let down = true;
    const { actor, connection, redirects, submit } = start({ prefix: async () => (down ? networkDown() : PREFIX) });
    submit();
    await waitFor(actor, (s) => s.matches('offline'));
    down = false;
    connection.goOnline();
    await waitFor(actor, () => redirects.length > 0);
  });

  it('tries again by itself when the browser says it is online but the shop was not reached', async () => {
    let down = true;
    const started = start({ init: async () => (down ? networkDown() : { success: true, orderId: 'c'.repeat(32) }) });
    const actor = createActor(started.actor.logic.provide({ delays: { offlineRetry: 5 } })).start();
    actor.send({ type: 'submit', order: ORDER });
    await waitFor(actor, (s) => s.matches('offline'));
    down = false;
    await waitFor(actor, (s) => s.matches('redirecting'));
  });

  it('a request lost just after the connection returns is tried again 1 s later, then 2 s, not 10 s', async () => {
    vi.useFakeTimers();
    try {
      let failuresLeft = 2;
      const { actor, connection, inits, submit } = start({
        offline: true,
        init: async () => (failuresLeft-- > 0 ? networkDown() : { success: true, orderId: 'd'.repeat(32) }),
      });
      submit();
      expect(actor.getSnapshot().value).toBe('offline');
      connection.goOnline();
      await waitFor(actor, (s) => s.matches('offline'));
      expect(inits).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(999);
      expect(inits).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await waitFor(actor, (s) => s.matches('offline'));
      expect(inits).toHaveLength(2);

      await vi.advanceTimersByTimeAsync(1999);
      expect(inits).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await waitFor(actor, (s) => s.matches('redirecting'));
      expect(inits).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the customer can stop waiting to change something', () => {
    const { actor, submit } = start({ offline: true });
    submit();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failure clears when going offline, so only the offline notice shows', async () => {
    let attempt = 0;
    const { actor, submit } = start({ init: () => (++attempt === 1 ? Promise.reject(new ApiError(500, 'x', 'Nope')) : networkDown()) });
    submit();
    await waitFor(actor, (s) => s.matches('failed'));
    submit();
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a submit from failed without a connection goes to offline', async () => {
    const started = start({ init: async () => ({}) as never });
    started.submit();
    await started.settle('failed');
    started.connection.offline = true;
    started.submit();
    expect(started.actor.getSnapshot().value).toBe('offline');
  });
});
