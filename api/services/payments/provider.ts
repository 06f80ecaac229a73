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
  | { id: string; type: string; outcome: 'ignored' };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createSession(input: NewCheckoutSession): Promise<CheckoutSession>;
  /** Undefined when the provider has no such session. */
  retrieveSession(id: string): Promise<CheckoutSession | undefined>;
  /** Closes an open session; answers its state afterwards (it may have been paid meanwhile). */
  expireSession(id: string): Promise<CheckoutSession | undefined>;
  /** Verifies the signature over the exact bytes received; throws an `invalid` refusal (400) when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** A harmless call with the configured key (the owner's "Check Stripe"): whether it works, in the provider's words. */
  check(): Promise<{ ok: boolean; detail: string }>;
}
