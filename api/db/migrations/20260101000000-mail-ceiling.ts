// The mail log learns which mails count against the per-address ceiling, and which are still being sent
// (and by which process), so a cap is checked and a slot taken in one transaction before the mail goes out.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_log')
    .addColumn('ceiling', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_log').addColumn('sending_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_log').dropColumn('sending_by').execute();
  await db.schema.alterTable('mail_log').dropColumn('ceiling').execute();
}
