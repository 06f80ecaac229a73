// A local stand-in for the Stripe API, enough for the real SDK's calls the shop makes: Checkout sessions (create,
// retrieve, expire), the payment intent a paid session carries, and refunds (create, honouring Idempotency-Key,
// and list by payment intent). It records every request so tests can check amounts, names, URLs and metadata.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  mode: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  /** Set once the session is paid. */
  payment_intent: string | null;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  latest_charge: string;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body (or a GET's query), flat: `line_items[0][price_data][unit_amount]` -> `7900`. */
  form: Record<string, string>;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  /** Every refund made, by the shop's API calls or `refundInDashboard`, oldest first. */
  refunds: FakeRefund[];
  /** Requests that created a session. */
  created(): FakeStripeRequest[];
  /** Requests that asked for a refund (a repeated idempotency key included). */
  refundRequests(): FakeStripeRequest[];
  /** What the owner does in Stripe's own dashboard: refunds part of a payment, with no metadata from the shop. */
  refundInDashboard(paymentIntentId: string, amount: number): FakeRefund;
  /** A `charge.refunded` event about a payment intent's charge, as Stripe would send it (the charge has no metadata). */
  chargeRefundedEvent(paymentIntentId: string, id?: string): string;
  /** What the customer does on Stripe's page: pays the session. */
  pay(sessionId: string): FakeSession;
  /** While true, every call answers 500 (Stripe is down). */
  down: boolean;
  /** While true, every call is refused as made with an invalid key (401). */
  keyRejected: boolean;
  /** When set, the next call to this path (`/v1/refunds`) is carried out but its answer is lost (the connection drops). */
  loseNextAnswerTo: string | null;
  /** A webhook event about a session, as Stripe would send it. */
  event(type: string, sessionId: string, id?: string): string;
  close(): Promise<void>;
}

const random = (n: number) => randomBytes(n).toString('hex');

function stripeError(res: http.ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${random(8)}` });
  res.end(JSON.stringify({ error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...(code ? { code } : {}) } }));
}

/** What Stripe charges: each line's unit amount times its quantity, summed. */
function amountTotal(form: Record<string, string>): number {
  let total = 0;
  for (let i = 0; form[`line_items[${i}][price_data][unit_amount]`] !== undefined; i++)
    total += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`] ?? 1);
  return total;
}

function sessionFrom(form: Record<string, string>): FakeSession {
  const id = `cs_test_${random(16)}`;
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    mode: form.mode ?? 'payment',
    amount_total: amountTotal(form),
    currency: form['line_items[0][price_data][currency]'] ?? 'usd',
    customer_email: form.customer_email ?? null,
    client_reference_id: form.client_reference_id ?? null,
    metadata,
    success_url: form.success_url ?? '',
    cancel_url: form.cancel_url ?? '',
    expires_at: form.expires_at ? Number(form.expires_at) : now + 86_400,
    created: now,
    payment_intent: null,
  };
}

/** The bracketed keys under `prefix` in a flat form: `metadata[orderId]` -> `{ orderId }`. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (k.startsWith(`${prefix}[`) && k.endsWith(']')) found[k.slice(prefix.length + 1, -1)] = v;
  return found;
}

interface FakeState {
  sessions: Map<string, FakeSession>;
  /** Each session's `payment_intent_data[metadata]`, for the intent made when it is paid. */
  intentMetadata: Map<string, Record<string, string>>;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: FakeRefund[];
  /** The refund answered for each idempotency key seen. */
  byIdempotencyKey: Map<string, FakeRefund>;
}

function newRefund(intent: FakePaymentIntent, amount: number, reason: string | null, metadata: Record<string, string>): FakeRefund {
  return {
    id: `re_${random(12)}`,
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    charge: intent.latest_charge,
    reason,
    status: 'succeeded',
    metadata,
    created: Math.floor(Date.now() / 1000),
  };
}

const refundedOf = (state: FakeState, intentId: string) =>
  state.refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);

/** POST /v1/refunds: a repeated idempotency key answers the refund made for it; more than is left is refused as Stripe does. */
function createRefund(res: http.ServerResponse, form: Record<string, string>, key: string | undefined, state: FakeState) {
  const seen = key ? state.byIdempotencyKey.get(key) : undefined;
  if (seen) return seen;
  const intent = form.payment_intent ? state.paymentIntents.get(form.payment_intent) : undefined;
  if (!intent) {
    stripeError(res, 404, `No such payment_intent: '${form.payment_intent ?? ''}'`, 'resource_missing');
    return undefined;
  }
  const left = intent.amount - refundedOf(state, intent.id);
  const amount = form.amount === undefined ? left : Number(form.amount);
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
    stripeError(
      res,
      400,
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      'amount_too_large',
    );
    return undefined;
  }
  if (form.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(form.reason)) {
    stripeError(res, 400, `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'parameter_invalid_empty');
    return undefined;
  }
  const refund = newRefund(intent, amount, form.reason ?? null, nested(form, 'metadata'));
  state.refunds.push(refund);
  if (key) state.byIdempotencyKey.set(key, refund);
  return refund;
}

/** Answers a call the shop makes: the balance (the setup check), Checkout sessions, payment intents and refunds. */
function answerCall(res: http.ServerResponse, request: FakeStripeRequest, state: FakeState): void {
  const { method, path, form } = request;
  const { sessions } = state;
  const send = (body: unknown) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${random(8)}` });
    res.end(JSON.stringify(body));
  };

  if (method === 'GET' && path === '/v1/balance') {
    return send({
      object: 'balance',
      livemode: false,
      available: [{ amount: 0, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd' }],
    });
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const session = sessionFrom(form);
    sessions.set(session.id, session);
    state.intentMetadata.set(session.id, nested(form, 'payment_intent_data[metadata]'));
    return send(session);
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const refund = createRefund(res, form, request.idempotencyKey, state);
    return refund ? send(refund) : undefined;
  }
  if (method === 'GET' && path === '/v1/refunds') {
    const data = state.refunds.filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent).reverse();
    return send({ object: 'list', url: '/v1/refunds', has_more: false, data });
  }
  const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && intentMatch) {
    const intent = state.paymentIntents.get(decodeURIComponent(intentMatch[1]!));
    return intent ? send(intent) : stripeError(res, 404, `No such payment_intent: '${intentMatch[1]}'`, 'resource_missing');
  }
  const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
  const session = match && sessions.get(decodeURIComponent(match[1]!));
  if (!match) return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  if (!session) return stripeError(res, 404, `No such checkout.session: '${match[1]}'`, 'resource_missing');
  if (method === 'GET' && !match[2]) return send(session);
  if (method === 'POST' && match[2]) {
    if (session.status !== 'open') return stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    session.url = null;
    return send(session);
  }
  return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
}

/** What happens on Stripe's side in a test: the customer pays, the owner refunds in the dashboard, Stripe sends events. */
function whatHappensOnStripe(state: FakeState) {
  return {
    pay(sessionId: string) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      if (!session.payment_intent) {
        const intent: FakePaymentIntent = {
          id: `pi_${random(12)}`,
          object: 'payment_intent',
          amount: session.amount_total,
          currency: session.currency,
          status: 'succeeded',
          metadata: state.intentMetadata.get(sessionId) ?? {},
          latest_charge: `ch_${random(12)}`,
          created: Math.floor(Date.now() / 1000),
        };
        state.paymentIntents.set(intent.id, intent);
        session.payment_intent = intent.id;
      }
      return session;
    },
    refundInDashboard(paymentIntentId: string, amount: number) {
      const intent = state.paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`fake Stripe has no payment intent ${paymentIntentId}`);
      if (amount > intent.amount - refundedOf(state, intent.id)) throw new Error('fake Stripe: more than is left to refund');
      const refund = newRefund(intent, amount, 'requested_by_customer', {});
      state.refunds.push(refund);
      return refund;
    },
    chargeRefundedEvent(paymentIntentId: string, id = `evt_${random(12)}`) {
      const intent = state.paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`fake Stripe has no payment intent ${paymentIntentId}`);
      const refunded = refundedOf(state, intent.id);
      const charge = {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded,
        currency: intent.currency,
        payment_intent: intent.id,
        metadata: {},
        paid: true,
        refunded: refunded >= intent.amount,
        status: 'succeeded',
        created: intent.created,
      };
      return eventJson(id, 'charge.refunded', charge);
    },
    event(type: string, sessionId: string, id = `evt_${random(12)}`) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      return eventJson(id, type, session);
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const state: FakeState = {
    sessions: new Map(),
    intentMetadata: new Map(),
    paymentIntents: new Map(),
    refunds: [],
    byIdempotencyKey: new Map(),
  };
  /** `down`: every call fails with a 500; `keyRejected`: every call is refused as an invalid key (401). */
  const fake = { down: false, keyRejected: false, loseNextAnswerTo: null as string | null };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const key = req.headers['idempotency-key'];
      const request = {
        method,
        path: url.pathname,
        form: Object.fromEntries(body),
        idempotencyKey: typeof key === 'string' ? key : undefined,
      };
      requests.push(request);
      if (fake.down) return stripeError(res, 500, 'Stripe is down (fake)');
      if (fake.keyRejected) return stripeError(res, 401, 'Invalid API Key provided: sk_test_****fake', 'api_key_invalid');
      if (fake.loseNextAnswerTo === request.path) {
        fake.loseNextAnswerTo = null;
        // Carried out, then the connection drops before the answer leaves.
        answerCall(new http.ServerResponse(req), request, state);
        return req.socket.destroy();
      }
      answerCall(res, request, state);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    refunds: state.refunds,
    created: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    refundRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds'),
    ...whatHappensOnStripe(state),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** A webhook event's body, as Stripe sends it. */
function eventJson(id: string, type: string, object: unknown): string {
  const event = {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
  return JSON.stringify(event, null, 2);
}

/** Posts a webhook body to the shop, signed as Stripe signs it (the real SDK's test header). */
export function postWebhook(
  shopUrl: string,
  payload: string,
  secret: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret }),
) {
  return fetch(`${shopUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}
