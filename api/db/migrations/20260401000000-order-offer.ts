// The price seen is the price paid (issue 23): an order remembers which page's offer priced it, so a change of
// rush at checkout is priced again by that same offer. Orders made before this were all priced by the wizard's.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('offer', 'text', (c) => c.notNull().defaultTo('wizard'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('offer').execute();
}
