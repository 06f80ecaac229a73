// Builds the payment services around one provider, chosen here from the config: Stripe when a secret
// key is set, otherwise the built-in test mode.
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../errors';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import { createKeyedLock } from '../keyedLock';
import type { OrderMails } from '../orders/mails';
import type { OrderService } from '../orders/orders';
import { createCheckoutService } from './checkout';
import { createPaymentConfirmation } from './confirmation';
import { createPaymentEvents } from './events';
import { createSessionCheck } from './sessionCheck';
import { createStripeProvider } from './stripeProvider';
import { createTestCheckout } from './testCheckout';
import { createTestModeProvider } from './testModeProvider';

export function createPaymentServices(deps: {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  orders: OrderService;
  mails: OrderMails;
  log: (line: string) => void;
}) {
  const { config, db, clock, jobs, orders } = deps;
  const testMode = config.stripe ? undefined : createTestModeProvider({ db, clock, publicUrl: config.publicUrl });
  const provider = config.stripe ? createStripeProvider(config.stripe, deps.log) : testMode!;
  const confirmation = createPaymentConfirmation({ db, clock, jobs });
  const events = createPaymentEvents({ db, clock, confirmation });
  const checkout = createCheckoutService({
    db,
    clock,
    provider,
    orders,
    confirmation,
    jobs,
    lock: createKeyedLock({ db, clock }),
    publicUrl: config.publicUrl,
  });

  return {
    provider,
    confirmation,
    events,
    /** A Stripe webhook: verified over its exact bytes, then applied once. */
    async receiveWebhook(rawBody: Buffer, signatureHeader: string | undefined) {
      if (!config.stripe) throw notFound('Stripe is not configured');
      return events.apply(provider.parseWebhook(rawBody, signatureHeader));
    },
    createCheckout: checkout.createCheckout,
    checkoutUrl: checkout.checkoutUrl,
    checkSession: createSessionCheck({ provider, orders, confirmation, mails: deps.mails }),
    /** Only without a Stripe key. */
    testCheckout: testMode && createTestCheckout({ db, clock, provider: testMode, orders, events }),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
