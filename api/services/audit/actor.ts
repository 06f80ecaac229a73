// Who is acting, for the audit log: set once per request by the admin guard (today the one owner password, so
// "Owner"; with staff accounts, the account), and read by the audit service wherever a service records an action.
// Work without a signed-in person (jobs, the guarantee, Stripe's webhooks) is the shop's own.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '../../../shared/audit';

export const OWNER_ACTOR: AuditActor = { id: null, label: 'Owner' };
export const SHOP_ACTOR: AuditActor = { id: null, label: 'Shop (automatic)' };

const acting = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (and all it awaits) as done by `actor`. */
export function actingAs<T>(actor: AuditActor, work: () => T): T {
  return acting.run(actor, work);
}

/** The person the current request acts for, or the shop itself outside a signed-in request. */
export function currentActor(): AuditActor {
  return acting.getStore() ?? SHOP_ACTOR;
}
