// The production desk (issue 26): each order and free song keeps its board stage (inside its status), and a free
// song keeps the moment it was approved and the hours then promised, from which its due time is counted (an order
// has both already: paid_at and delivery_hours). Free songs approved before this count from their last change,
// with the free-song offer's hours of today (24, the spec's, when the owner never saved that offer).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('stage', 'text').execute();
  await db.schema.alterTable('free_song_submissions').addColumn('stage', 'text').execute();
  await db.schema.alterTable('free_song_submissions').addColumn('approved_at', 'text').execute();
  await db.schema
    .alterTable('free_song_submissions')
    .addColumn('delivery_hours', 'integer', (c) => c.check(sql`delivery_hours > 0`))
    .execute();
  await db
    .updateTable('free_song_submissions')
    .set({
      approved_at: sql`updated_at`,
      delivery_hours: sql`coalesce((select delivery_hours from offers where page = 'freeSong'), 24)`,
    })
    .where('status', 'in', ['approved', 'in_progress', 'completed', 'delivered', 'reaction_received'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('free_song_submissions').dropColumn('delivery_hours').execute();
  await db.schema.alterTable('free_song_submissions').dropColumn('approved_at').execute();
  await db.schema.alterTable('free_song_submissions').dropColumn('stage').execute();
  await db.schema.alterTable('orders').dropColumn('stage').execute();
}
