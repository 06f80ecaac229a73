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
import { createRefunds } from './refunds';
import type { MailService } from '../mail/outgoing';
import type { AuditLog } from '../audit/auditLog';
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
  mail: MailService;
  audit: Pick<AuditLog, 'record'>;
  log: (line: string) => void;
}) {
  const { config, db, clock, jobs, orders } = deps;
  const testMode = config.stripe ? undefined : createTestModeProvider({ db, clock, publicUrl: config.publicUrl });
  const provider = config.stripe ? createStripeProvider(config.stripe, deps.log) : testMode!;
  const confirmation = createPaymentConfirmation({ db, clock, jobs });
  const events = createPaymentEvents({ db, clock, confirmation });
  const refunds = createRefunds({ db, clock, provider, jobs, mail: deps.mail, audit: deps.audit, publicUrl: config.publicUrl });
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
    refunds,
    /** A Stripe webhook: verified over its exact bytes, then applied once (a refund made in Stripe's dashboard recorded once). */
    async receiveWebhook(rawBody: Buffer, signatureHeader: string | undefined) {
      if (!config.stripe) throw notFound('Stripe is not configured');
      const event = provider.parseWebhook(rawBody, signatureHeader);
      return event.outcome === 'refunded' ? refunds.reconcile(event) : events.apply(event);
    },
    createCheckout: checkout.createCheckout,
    checkoutUrl: checkout.checkoutUrl,
    checkSession: createSessionCheck({ provider, orders, confirmation, mails: deps.mails }),
    /** Only without a Stripe key. */
    testCheckout: testMode && createTestCheckout({ db, clock, provider: testMode, orders, events }),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
