// The shop's add-ons (issue 25): the enabled ones the wizard offers, the owner's edits and order, and an order's
// choice turned into what it is sold at. A change applies at once: /api/config and the next order read the table.
import type { Kysely } from 'kysely';
import { ADD_ON_MESSAGES, type AddOn, type AddOnUpdate, type PublicAddOn } from '../../shared/schemas/addOn';
import type { PricedAddOn } from '../../shared/pricing';
import { listAddOns, renumberAddOns, updateAddOn } from '../db/addOns';
import type { AddOnRow, Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Clock } from './clock';
import { invalid, notFound } from './errors';

const toAddOn = (r: AddOnRow): AddOn => ({
  id: r.id,
  name: r.name,
  description: r.description,
  priceCents: r.price_cents,
  enabled: r.enabled === 1,
});

const toPublic = ({ id, name, description, priceCents }: AddOn): PublicAddOn => ({ id, name, description, priceCents });

export function createAddOnService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function list(trx: Kysely<Database> = db): Promise<AddOn[]> {
    return (await listAddOns(trx)).map(toAddOn);
  }

  return {
    /** Every add-on, enabled or not, for the owner. */
    list: () => list(),

    /** What the wizard offers: the enabled ones, in the owner's order. */
    async offered(): Promise<PublicAddOn[]> {
      return (await list()).filter((a) => a.enabled).map(toPublic);
    },

    /**
     * The add-ons an order chose, at their prices now and in the shop's order, and the first id that names none
     * offered (the order refuses it by name). Read in the order's transaction, so one switched off meanwhile is
     * never sold.
     */
    async choose(trx: Kysely<Database>, ids: readonly string[]): Promise<{ chosen: PricedAddOn[]; unavailable: string | undefined }> {
      if (!ids.length) return { chosen: [], unavailable: undefined };
      const offered = (await list(trx)).filter((a) => a.enabled);
      return {
        chosen: offered.filter((a) => ids.includes(a.id)).map(({ id, name, priceCents }) => ({ id, name, priceCents })),
        unavailable: ids.find((id) => !offered.some((a) => a.id === id)),
      };
    },

    async update(id: string, changes: AddOnUpdate): Promise<AddOn> {
      const { enabled, priceCents, ...words } = changes;
      const set = {
        ...Object.fromEntries(Object.entries(words).filter(([, value]) => value !== undefined)),
        ...(priceCents === undefined ? {} : { price_cents: priceCents }),
        ...(enabled === undefined ? {} : { enabled: enabled ? 1 : 0 }),
        updated_at: clock.now().toISOString(),
      };
      if (!(await updateAddOn(db, id, set))) throw notFound(ADD_ON_MESSAGES.notFound);
      return (await list()).find((a) => a.id === id)!;
    },

    /** Puts the list in the order given, which must name every add-on once (a list seen before a change is refused). */
    async reorder(ids: readonly string[]): Promise<AddOn[]> {
      await inTransaction(db, async (trx) => {
        const existing = new Set((await listAddOns(trx)).map((r) => r.id));
        if (ids.length !== existing.size || ids.some((id) => !existing.has(id))) throw invalid(ADD_ON_MESSAGES.orderMismatch, 'ids');
        await renumberAddOns(trx, ids);
      });
      return list();
    },
  };
}

export type AddOnService = ReturnType<typeof createAddOnService>;
