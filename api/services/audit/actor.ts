// Who is acting, for the audit log: set once per request by the admin guard (the shop's password: "Owner"; a staff
// account: that account, by id and name), and read by the audit service wherever a service records an action.
// Work without a signed-in person (jobs, the guarantee, Stripe's webhooks) is the shop's own.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '../../../shared/audit';

export const OWNER_ACTOR: AuditActor = { id: null, label: 'Owner' };
export const SHOP_ACTOR: AuditActor = { id: null, label: 'Shop (automatic)' };

/** A staff account as the log names it: its id, and its name (or address) with its role. */
export function staffActor(account: { id: string; name: string | null; email: string; role: string }): AuditActor {
  return { id: account.id, label: `${account.name || account.email} (${account.role})` };
}

const acting = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (and all it awaits) as done by `actor`. */
export function actingAs<T>(actor: AuditActor, work: () => T): T {
  return acting.run(actor, work);
}

/** The person the current request acts for, or the shop itself outside a signed-in request. */
export function currentActor(): AuditActor {
  return acting.getStore() ?? SHOP_ACTOR;
}
