// Waiting for background work in tests without sleeping: every job that is due (and every job those jobs make
// due) has run and finished. A mail job resolves once the SMTP sink has the message parsed, so after this the
// sink and the outbox hold everything there is to see.
import type { TestShop } from './testServer';

export async function jobsDone(shop: Pick<TestShop, 'services'>): Promise<void> {
  while ((await shop.services.jobs.runDue()) > 0) {
    // a job may have queued another that is due now
  }
}
