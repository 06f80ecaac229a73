// Queries for promo videos: the templates, and the generated videos whose rows are also the render queue.
import { sql, type Kysely } from 'kysely';
import type { Database, GeneratedVideoRow, VideoTemplateRow } from './schema';

/** A video's render job is the job with this unique key plus the video's id. */
export const RENDER_KEY_PREFIX = 'video-render:';
export const renderJobKey = (videoId: string) => `${RENDER_KEY_PREFIX}${videoId}`;

export async function listVideoTemplates(db: Kysely<Database>): Promise<VideoTemplateRow[]> {
  return db.selectFrom('video_templates').selectAll().orderBy('sort_order').orderBy('created_at').execute();
}

export async function findVideoTemplate(db: Kysely<Database>, id: string): Promise<VideoTemplateRow | undefined> {
  return db.selectFrom('video_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateVideoTemplate(
  db: Kysely<Database>,
  id: string,
  values: Pick<VideoTemplateRow, 'name' | 'description' | 'category' | 'duration' | 'is_active' | 'platforms' | 'updated_at'>,
): Promise<boolean> {
  const result = await db.updateTable('video_templates').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteVideoTemplate(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('video_templates').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function insertGeneratedVideo(db: Kysely<Database>, row: GeneratedVideoRow): Promise<void> {
  await db.insertInto('generated_videos').values(row).execute();
}

/** Newest first. */
export async function listGeneratedVideos(db: Kysely<Database>): Promise<GeneratedVideoRow[]> {
  return db.selectFrom('generated_videos').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findGeneratedVideo(db: Kysely<Database>, id: string): Promise<GeneratedVideoRow | undefined> {
  return db.selectFrom('generated_videos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The videos still to render, in the order their render jobs run (the first may be rendering now). */
export async function unfinishedVideoIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('generated_videos as v')
    .innerJoin('jobs as j', (join) => join.on((eb) => eb('j.unique_key', '=', sql<string>`${RENDER_KEY_PREFIX} || ${sql.ref('v.id')}`)))
    .select('v.id')
    .where('v.status', 'in', ['pending', 'processing'])
    .orderBy('j.run_at')
    .orderBy('j.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Takes a video to render (also one a stopped server left half-done); answers whether it is this render's. */
export async function claimGeneratedVideo(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('generated_videos')
    .set({ status: 'processing', started_at: now, error: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The AI's part of a video: its script, spoken voice and timed captions. */
export async function setGeneratedScript(
  db: Kysely<Database>,
  id: string,
  values: { script: string; voiceMediaId: string; captions: string },
): Promise<boolean> {
  const result = await db
    .updateTable('generated_videos')
    .set({ script: values.script, voice_media_id: values.voiceMediaId, captions_data: values.captions })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function completeGeneratedVideo(
  db: Kysely<Database>,
  id: string,
  values: { videoMediaId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('generated_videos')
    .set({ status: 'completed', video_media_id: values.videoMediaId, finished_at: values.now, error: null })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function failGeneratedVideo(db: Kysely<Database>, id: string, values: { error: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('generated_videos')
    .set({ status: 'failed', error: values.error, finished_at: values.now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteGeneratedVideo(db: Kysely<Database>, id: string): Promise<GeneratedVideoRow | undefined> {
  const row = await findGeneratedVideo(db, id);
  if (row) await db.deleteFrom('generated_videos').where('id', '=', id).execute();
  return row;
}

/** Free-song submissions whose reaction video arrived: what the reaction highlight is made from. */
export async function listReceivedReactions(db: Kysely<Database>) {
  return db
    .selectFrom('free_song_submissions')
    .select(['id', 'name', 'recipient_name', 'reaction_message', 'reaction_media_id', 'reaction_received_at'])
    .where('status', '=', 'reaction_received')
    .where('reaction_media_id', 'is not', null)
    .orderBy('reaction_received_at', 'desc')
    .execute();
}

export async function findReceivedReaction(db: Kysely<Database>, submissionId: string) {
  return db
    .selectFrom('free_song_submissions')
    .select(['id', 'name', 'recipient_name', 'reaction_message', 'reaction_media_id'])
    .where('id', '=', submissionId)
    .where('status', '=', 'reaction_received')
    .where('reaction_media_id', 'is not', null)
    .executeTakeFirst();
}
