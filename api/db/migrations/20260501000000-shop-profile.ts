// The shop's profile (issue 23): its name, contact facts, links and legal entity, edited in Settings → Shop. One row
// (id 1), made at first start from the environment or the demo values (api/services/seed/seed.ts); `demo_fields`
// (a JSON array of field names) says which fields still hold the demo values.
import { sql, type Kysely } from 'kysely';

// Spelled out rather than read from shared/shopProfile.ts: a landed migration never changes with the code.
const TEXT_COLUMNS = [
  'name',
  'tagline',
  'support_email',
  'contact_hours',
  'time_zone',
  'response_time',
  'instagram_url',
  'tiktok_url',
  'youtube_url',
  'facebook_url',
  'x_url',
  'legal_name',
  'postal_address',
  'social_proof',
];

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema.createTable('shop_profile').addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`));
  for (const column of TEXT_COLUMNS) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('demo_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_profile').execute();
}
