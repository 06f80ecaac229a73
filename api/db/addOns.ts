// Queries for the shop's add-ons, in the owner's order.
import type { Kysely, Updateable } from 'kysely';
import type { AddOnRow, AddOnsTable, Database } from './schema';

export async function listAddOns(db: Kysely<Database>): Promise<AddOnRow[]> {
  return db.selectFrom('add_ons').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** Answers whether the add-on exists. */
export async function updateAddOn(db: Kysely<Database>, id: string, changes: Updateable<AddOnsTable>): Promise<boolean> {
  const result = await db.updateTable('add_ons').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Numbers the add-ons 0..n-1 in the order given. */
export async function renumberAddOns(db: Kysely<Database>, idsInOrder: readonly string[]): Promise<void> {
  for (const [index, id] of idsInOrder.entries()) {
    await db.updateTable('add_ons').set({ sort_order: index }).where('id', '=', id).execute();
  }
}
