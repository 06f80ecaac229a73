// Testimonials become the owner's (issue 23): a table of them in the owner's order, starting with the four the shop
// shipped as static page content, marked demo. Sample songs learn which of them are demo too: the seeded ones
// (the synthesised catalog, named below as it stood when this landed), so the owner can remove them in one step.
import type { Kysely } from 'kysely';

/** The shipped testimonials' ids: fixed, so a copy of the shop (copyTables.ts) knows these rows came from here. */
export const DEMO_TESTIMONIAL_IDS = ['demo-testimonial-1', 'demo-testimonial-2', 'demo-testimonial-3', 'demo-testimonial-4'];

const DEMO_TESTIMONIALS = [
  {
    name: 'Marcus T.',
    location: 'Austin, TX',
    occasion: 'Anniversary',
    text: 'I played it on our tenth anniversary and she cried before the first chorus ended. They put the little things in — the rainy first date, the dog we adopted. It sounds like us.',
  },
  {
    name: 'Daniel R.',
    location: 'Denver, CO',
    occasion: 'Proposal',
    text: 'I proposed with our song playing in the background. I gave them a messy page of memories and got back something I could never have written myself.',
  },
  {
    name: 'Priya S.',
    location: 'Edison, NJ',
    occasion: 'Birthday',
    text: 'We wrote a song for my grandmother’s 90th. The whole family sang the chorus by the end of the night. Delivered the next morning, exactly as promised.',
  },
  {
    name: 'James & Olivia',
    location: 'Portland, OR',
    occasion: 'Wedding',
    text: 'Our first dance was to a song nobody else in the world has. The revision round let me fix one line about her dad, and it made the whole song.',
  },
];

/** The demo catalog's titles (api/services/seed/catalog.ts) when this migration landed. */
const DEMO_SAMPLE_TITLES = [
  'Twenty Summers With You',
  'The Day You Said Yes',
  'Walking Down to You',
  'Happy Birthday, Sunshine',
  'Coffee at Seven',
  'Little Hands',
  'Porch Light',
  'Forever in the Garden',
  'Our First Dance',
  "Dad's Old Truck",
  'Kitchen Table Mornings',
  'Snow on the Windowsill',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('occasion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('testimonials_order').on('testimonials').column('sort_order').execute();
  const now = new Date().toISOString();
  await db
    .insertInto('testimonials')
    .values(
      DEMO_TESTIMONIALS.map((t, index) => ({
        id: DEMO_TESTIMONIAL_IDS[index],
        ...t,
        rating: 5,
        sort_order: index,
        demo: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .alterTable('sample_songs')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('sample_songs').set({ demo: 1 }).where('title', 'in', DEMO_SAMPLE_TITLES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sample_songs').dropColumn('demo').execute();
  await db.schema.dropIndex('testimonials_order').execute();
  await db.schema.dropTable('testimonials').execute();
}
