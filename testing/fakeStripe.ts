// A local stand-in for the Stripe API, enough for the real SDK's Checkout calls: create, retrieve and
// expire sessions. It records every request so tests can check amounts, names and URLs.
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
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, flat: `line_items[0][price_data][unit_amount]` -> `7900`. */
  form: Record<string, string>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** Requests that created a session. */
  created(): FakeStripeRequest[];
  /** What the customer does on Stripe's page: pays the session. */
  pay(sessionId: string): FakeSession;
  /** While true, every call answers 500 (Stripe is down). */
  down: boolean;
  /** While true, every call is refused as made with an invalid key (401). */
  keyRejected: boolean;
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
  };
}

/** Answers a call the shop makes: the balance (the setup check), and creating, reading and expiring Checkout sessions. */
function answerCall(
  res: http.ServerResponse,
  method: string | undefined,
  path: string,
  form: Record<string, string>,
  sessions: Map<string, FakeSession>,
): void {
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
    return send(session);
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  /** `down`: every call fails with a 500; `keyRejected`: every call is refused as an invalid key (401). */
  const fake = { down: false, keyRejected: false };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? 'GET', path, form });
      if (fake.down) return stripeError(res, 500, 'Stripe is down (fake)');
      if (fake.keyRejected) return stripeError(res, 401, 'Invalid API Key provided: sk_test_****fake', 'api_key_invalid');
      answerCall(res, req.method, path, form, sessions);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    created: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      return session;
    },
    event(type: string, sessionId: string, id = `evt_${random(12)}`) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      return JSON.stringify(
        {
          id,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          type,
          livemode: false,
          pending_webhooks: 1,
          data: { object: session },
        },
        null,
        2,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
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
