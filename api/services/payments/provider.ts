// What the shop needs from a payment provider: hosted checkout sessions and verified webhook events.
// Stripe (stripeProvider.ts) or the built-in test mode (testModeProvider.ts), chosen once from the config.

import type { ChargeLine } from '../../../shared/pricing';

/** Stripe's session id shape, which test-mode ids copy; anything else never reaches a provider. */
export const SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/** Stripe replaces this in the success and cancel URLs with the session's id. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutSession {
  id: string;
  /** The hosted payment page; null once the session is closed. */
  url: string | null;
  orderId: string | null;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  expiresAt: string;
}

export interface NewCheckoutSession {
  orderId: string;
  amountCents: number;
  /** What the payment page lists (the song, each add-on, the tip), adding up to amountCents. */
  lines: ChargeLine[];
  currency: string;
  customerEmail: string;
  /** May contain SESSION_ID_PLACEHOLDER. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** A provider event, verified and reduced to what it means for an order. */
export type PaymentEvent =
  | { id: string; type: string; outcome: 'paid'; sessionId: string; orderId: string | null }
  | { id: string; type: string; outcome: 'unpaid'; sessionId: string; orderId: string | null }
  | { id: string; type: string; outcome: 'ignored' }
  /** Money went back on a payment (from the shop or Stripe's dashboard): its refunds are read from the provider. */
  | { id: string; type: string; outcome: 'refunded'; paymentId: string; orderId: string | null };

/** A refund the shop asks the provider for. */
export interface NewRefund {
  /** The shop's refund id: the provider's idempotency key and metadata carry it. */
  refundId: string;
  orderId: string;
  /** The checkout session that paid the order. */
  sessionId: string;
  amountCents: number;
  /** The owner's own words (kept in the refund's metadata: Stripe's reason takes three fixed values). */
  reason: string;
}

/** A refund as the provider knows it. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  /** The shop's refund id when the shop made it. */
  shopRefundId: string | null;
  reason: string | null;
  status: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createSession(input: NewCheckoutSession): Promise<CheckoutSession>;
  /** Undefined when the provider has no such session. */
  retrieveSession(id: string): Promise<CheckoutSession | undefined>;
  /** Closes an open session; answers its state afterwards (it may have been paid meanwhile). */
  expireSession(id: string): Promise<CheckoutSession | undefined>;
  /** Verifies the signature over the exact bytes received; throws an `invalid` refusal (400) when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** Refunds on the provider; answers the provider's refund id (null in test mode, where the shop alone records it). */
  refund(input: NewRefund): Promise<{ id: string | null }>;
  /** A payment's order and all its refunds (a `refunded` event's details). */
  refundsOfPayment(paymentId: string): Promise<{ orderId: string | null; refunds: ProviderRefund[] }>;
  /** A harmless call with the configured key (the owner's "Check Stripe"): whether it works, in the provider's words. */
  check(): Promise<{ ok: boolean; detail: string }>;
}
