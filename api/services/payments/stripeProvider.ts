// Stripe Checkout through the official SDK; STRIPE_API_URL points it elsewhere (a local fake in tests).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { invalid, upstreamFailed, type Refusal } from '../errors';
import type { CheckoutSession, NewCheckoutSession, NewRefund, PaymentEvent, PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
}

const INVALID_SIGNATURE = 'Invalid signature';

function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function statusOf(s: Stripe.Checkout.Session): CheckoutSession['status'] {
  if (s.status === 'complete') return 'complete';
  return s.status === 'expired' ? 'expired' : 'open';
}

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    orderId: s.metadata?.orderId ?? s.client_reference_id ?? null,
    amountCents: s.amount_total ?? 0,
    currency: (s.currency ?? '').toUpperCase(),
    status: statusOf(s),
    paid: s.payment_status === 'paid',
    expiresAt: new Date(s.expires_at * 1000).toISOString(),
  };
}

/** The Checkout session an order pays through: a line each for the song, its add-ons and the tip; the order's id on the session and the payment. */
function sessionParams(input: NewCheckoutSession): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: input.lines.map((line) => ({
      quantity: 1,
      price_data: { currency: input.currency.toLowerCase(), unit_amount: line.amountCents, product_data: { name: line.name } },
    })),
    customer_email: input.customerEmail,
    client_reference_id: input.orderId,
    metadata: { orderId: input.orderId },
    payment_intent_data: { metadata: { orderId: input.orderId } },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: Math.floor(input.expiresAt.getTime() / 1000),
  };
}

/** What a verified Stripe event means for an order: paid, unpaid, or nothing to do. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = toSession(event.data.object);
      // A completed session whose payment is still processing (bank debits) is paid by async_payment_succeeded.
      if (!session.paid) return { id: event.id, type: event.type, outcome: 'ignored' };
      return { id: event.id, type: event.type, outcome: 'paid', sessionId: session.id, orderId: session.orderId };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = toSession(event.data.object);
      return { id: event.id, type: event.type, outcome: 'unpaid', sessionId: session.id, orderId: session.orderId };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentId) return { id: event.id, type: event.type, outcome: 'ignored' };
      return { id: event.id, type: event.type, outcome: 'refunded', paymentId, orderId: charge.metadata?.orderId ?? null };
    }
    default:
      return { id: event.id, type: event.type, outcome: 'ignored' };
  }
}

/** The setup checklist's check of the key, in words for the owner. */
async function checkKey(stripe: Stripe, webhookSecret: string | undefined): Promise<{ ok: boolean; detail: string }> {
  try {
    // Reading the balance changes nothing and needs only the secret key.
    const balance = await stripe.balance.retrieve();
    const currencies = [...new Set(balance.available.map((b) => b.currency.toUpperCase()))].join(', ');
    const mode = balance.livemode ? 'live' : 'test';
    const webhook = webhookSecret
      ? ''
      : ' STRIPE_WEBHOOK_SECRET is not set: a payment is confirmed only when the customer comes back to the shop.';
    return {
      ok: true,
      detail: `Stripe accepted the key (${mode} mode${currencies ? `, balance in ${currencies}` : ''}).${mode === 'test' ? ' Test mode: no real money moves until you use a live key.' : ''}${webhook}`,
    };
  } catch (err) {
    return { ok: false, detail: `Stripe refused: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Refunds through Stripe, and a payment's refunds as Stripe knows them (a `charge.refunded` event's details). */
function stripeRefunds(stripe: Stripe, unavailable: (err: unknown) => Refusal): Pick<PaymentProvider, 'refund' | 'refundsOfPayment'> {
  return {
    async refund(input: NewRefund) {
      try {
        const session = await stripe.checkout.sessions.retrieve(input.sessionId);
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) throw new Error(`checkout session ${input.sessionId} has no payment`);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: { orderId: input.orderId, refundId: input.refundId, reason: input.reason.slice(0, 500) },
          },
          // A retry (the SDK's own, or ours after a lost answer) refunds once.
          { idempotencyKey: `refund-${input.refundId}` },
        );
        return { id: refund.id };
      } catch (err) {
        throw unavailable(err);
      }
    },

    async refundsOfPayment(paymentId: string) {
      try {
        const [intent, list] = await Promise.all([
          stripe.paymentIntents.retrieve(paymentId),
          stripe.refunds.list({ payment_intent: paymentId, limit: 100 }),
        ]);
        return {
          orderId: intent.metadata?.orderId ?? null,
          refunds: list.data.map((r) => ({
            id: r.id,
            amountCents: r.amount,
            shopRefundId: r.metadata?.refundId ?? null,
            reason: r.metadata?.reason ?? null,
            status: r.status ?? 'pending',
          })),
        };
      } catch (err) {
        throw unavailable(err);
      }
    },
  };
}

/** Loaded only when a Stripe key is set: the SDK takes megabytes a test-mode shop never uses. */
const loadStripe = (): typeof Stripe => createRequire(import.meta.url)('stripe') as typeof Stripe;

export function createStripeProvider(settings: StripeSettings, log: (line: string) => void): PaymentProvider {
  /** A provider failure the customer can retry: logged with Stripe's words, answered as a 502, never a 500. */
  function unavailable(err: unknown): Refusal {
    log(`stripe: ${err instanceof Error ? err.message : String(err)}`);
    return upstreamFailed('The payment provider could not be reached. Please try again.');
  }

  const sdk = loadStripe();
  const isMissing = (err: unknown) => err instanceof sdk.errors.StripeError && (err.statusCode === 404 || err.code === 'resource_missing');
  const stripe = new sdk(settings.secretKey, { ...apiAddress(settings.apiUrl), telemetry: false, maxNetworkRetries: 2, timeout: 20_000 });

  async function retrieveSession(id: string) {
    try {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw unavailable(err);
    }
  }

  return {
    name: 'stripe',

    async createSession(input) {
      try {
        return toSession(await stripe.checkout.sessions.create(sessionParams(input)));
      } catch (err) {
        throw unavailable(err);
      }
    },

    retrieveSession,

    async expireSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.expire(id));
      } catch (err) {
        if (isMissing(err)) return undefined;
        // Stripe refuses to expire a session that is no longer open (paid, or expired already): say how it is now.
        if (err instanceof sdk.errors.StripeInvalidRequestError) return retrieveSession(id);
        throw unavailable(err);
      }
    },

    check: () => checkKey(stripe, settings.webhookSecret),

    ...stripeRefunds(stripe, unavailable),

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!settings.webhookSecret || !signatureHeader) throw invalid(INVALID_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (err) {
        throw invalid(
          err instanceof sdk.errors.StripeSignatureVerificationError ? INVALID_SIGNATURE : 'Webhook body is not a Stripe event',
        );
      }
      return paymentEventOf(event);
    },
  };
}
