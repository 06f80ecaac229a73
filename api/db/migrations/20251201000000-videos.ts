// Promo videos: the templates an admin renders from (four seeded, one per look) and the generated videos,
// whose rows are also the render queue (status pending -> processing -> completed | failed).
import { sql, type Kysely } from 'kysely';

const SEEDED = [
  {
    id: 'song-teaser',
    kind: 'song_teaser',
    name: 'Song teaser',
    description: 'A sample song with its title and a few lines about how it was made, ending on the offer.',
    category: 'Promotion',
    duration: 30,
  },
  {
    id: 'reaction-highlight',
    kind: 'reaction_highlight',
    name: 'Reaction highlight',
    description: 'A customer’s reaction video cut to length, with their testimonial as the caption.',
    category: 'Social proof',
    duration: 30,
  },
  {
    id: 'testimonial-quote',
    kind: 'testimonial_quote',
    name: 'Testimonial quote',
    description: 'A customer’s words in large type over a sample song.',
    category: 'Social proof',
    duration: 15,
  },
  {
    id: 'how-it-works',
    kind: 'how_it_works',
    name: 'How it works',
    description: 'The four steps from story to song: share your story, choose your style, we create, you receive.',
    category: 'Education',
    duration: 30,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('song_teaser', 'reaction_highlight', 'testimonial_quote', 'how_it_works')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration in (15, 30, 60)`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // A JSON list of platforms.
    .addColumn('platforms', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('generated_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'processing', 'completed', 'failed')`))
    .addColumn('generation_type', 'text', (c) => c.notNull().check(sql`generation_type in ('ai', 'template')`))
    .addColumn('template_id', 'text', (c) => c.references('video_templates.id').onDelete('set null'))
    .addColumn('duration', 'integer', (c) => c.notNull())
    // Everything the render needs, resolved when the video was asked for (JSON).
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('script', 'text')
    .addColumn('voice_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('captions_data', 'text')
    .addColumn('video_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('generated_videos_created').on('generated_videos').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('generated_videos_status').on('generated_videos').column('status').execute();

  const now = new Date().toISOString();
  await db
    .insertInto('video_templates')
    .values(
      SEEDED.map((t, i) => ({
        ...t,
        is_active: 1,
        platforms: JSON.stringify(['tiktok', 'instagram', 'youtube', 'facebook']),
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['generated_videos', 'video_templates']) await db.schema.dropTable(table).execute();
}
