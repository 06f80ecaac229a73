// Wiring of the setup checklist, which asks the other services what the shop still lacks.
import type { PaymentServices } from '../payments';
import { createSetup } from '../setup';
import type { Access } from './access';
import type { Foundation } from './foundation';

/** The setup checklist: what the shop still lacks, asked of the services that would use it. */
export function buildSetup(f: Foundation, payments: PaymentServices, push: Access['push']) {
  const { config } = f;
  return createSetup({
    db: f.db,
    clock: f.clock,
    mail: f.mail,
    adminEmail: config.adminEmail,
    smtpConfigured: Boolean(config.smtpUrl),
    stripeConfigured: Boolean(config.stripe),
    checkPayments: () => payments.provider.check(),
    demoProfileFields: async () => (await f.shopProfile.view()).demoFields,
    demoContent: () => f.demoContent.counts(),
    devicesOf: async (session) => (await push.adminDevices(session)).filter((device) => device.thisSession).length,
    shopName: async () => (await f.shopProfile.get()).name,
  });
}
