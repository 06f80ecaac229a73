// Queries for the photo slideshow video: an order's photos in the buyer's order, and the slideshow's row, which is
// also its render's claim (a render stores its videos only while it is the generation asked for last).
import type { Kysely } from 'kysely';
import type { Database, OrderPhotoRow, OrderSlideshowRow } from './schema';

/** An order's photos in the buyer's order. */
export async function listPhotos(db: Kysely<Database>, orderId: string): Promise<OrderPhotoRow[]> {
  return db.selectFrom('order_photos').selectAll().where('order_id', '=', orderId).orderBy('position').orderBy('created_at').execute();
}

export async function findPhoto(db: Kysely<Database>, orderId: string, photoId: string): Promise<OrderPhotoRow | undefined> {
  return db.selectFrom('order_photos').selectAll().where('order_id', '=', orderId).where('id', '=', photoId).executeTakeFirst();
}

export async function insertPhotos(db: Kysely<Database>, rows: readonly OrderPhotoRow[]): Promise<void> {
  if (rows.length) await db.insertInto('order_photos').values(rows).execute();
}

export async function deletePhoto(db: Kysely<Database>, orderId: string, photoId: string): Promise<void> {
  await db.deleteFrom('order_photos').where('order_id', '=', orderId).where('id', '=', photoId).execute();
}

/** Numbers the photos 0, 1, 2… in the order of `ids` (which name every photo of the order). */
export async function setPhotoPositions(db: Kysely<Database>, orderId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.updateTable('order_photos').set({ position }).where('order_id', '=', orderId).where('id', '=', id).execute();
}

/** How many photos each of these orders has. */
export async function photoCounts(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!orderIds.length) return counts;
  const rows = await db
    .selectFrom('order_photos')
    .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  for (const row of rows) counts.set(row.order_id, Number(row.n));
  return counts;
}

export async function findSlideshow(db: Kysely<Database>, orderId: string): Promise<OrderSlideshowRow | undefined> {
  return db.selectFrom('order_slideshows').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function slideshowsOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderSlideshowRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom('order_slideshows').selectAll().where('order_id', 'in', orderIds).execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** The order's slideshow row, made (waiting for photos) if it has none yet. */
export async function ensureSlideshow(db: Kysely<Database>, orderId: string, now: string): Promise<OrderSlideshowRow> {
  await db
    .insertInto('order_slideshows')
    .values({ order_id: orderId, updated_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  return (await findSlideshow(db, orderId))!;
}

/** Asks for a new render (the next generation): pending, the last one's error and times cleared. */
export async function requestRender(db: Kysely<Database>, orderId: string, now: string): Promise<number> {
  const row = await ensureSlideshow(db, orderId, now);
  const generation = row.generation + 1;
  await db
    .updateTable('order_slideshows')
    .set({ status: 'pending', generation, error: null, requested_at: now, started_at: null, finished_at: null, updated_at: now })
    .where('order_id', '=', orderId)
    .execute();
  return generation;
}

/** Takes the render of this generation (also one a stopped server left half-done); answers whether it is this one's. */
export async function claimRender(db: Kysely<Database>, orderId: string, generation: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('order_slideshows')
    .set({ status: 'rendering', started_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .where('generation', '=', generation)
    .where('status', 'in', ['pending', 'rendering'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Stores the two videos of this generation; false when another render was asked for meanwhile (or the order is gone). */
export async function completeRender(
  db: Kysely<Database>,
  orderId: string,
  generation: number,
  values: { landscapeMediaId: string; portraitMediaId: string; landscapePosterId: string; portraitPosterId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_slideshows')
    .set({
      status: 'ready',
      landscape_media_id: values.landscapeMediaId,
      portrait_media_id: values.portraitMediaId,
      landscape_poster_media_id: values.landscapePosterId,
      portrait_poster_media_id: values.portraitPosterId,
      error: null,
      finished_at: values.now,
      updated_at: values.now,
    })
    .where('order_id', '=', orderId)
    .where('generation', '=', generation)
    .where('status', '=', 'rendering')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function failRender(db: Kysely<Database>, orderId: string, generation: number, values: { error: string; now: string }) {
  const result = await db
    .updateTable('order_slideshows')
    .set({ status: 'failed', error: values.error, finished_at: values.now, updated_at: values.now })
    .where('order_id', '=', orderId)
    .where('generation', '=', generation)
    .where('status', 'in', ['pending', 'rendering'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A slideshow's stored files: its videos and their posters. */
export const videoFilesOf = (row: OrderSlideshowRow) => [
  row.landscape_media_id,
  row.portrait_media_id,
  row.landscape_poster_media_id,
  row.portrait_poster_media_id,
];

/** Whether a stored file is one of a slideshow's videos or posters: served by its id alone, as the delivered song is. */
export async function isSlideshowVideo(db: Kysely<Database>, mediaId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_slideshows')
    .select('order_id')
    .where((eb) =>
      eb.or([
        eb('landscape_media_id', '=', mediaId),
        eb('portrait_media_id', '=', mediaId),
        eb('landscape_poster_media_id', '=', mediaId),
        eb('portrait_poster_media_id', '=', mediaId),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored files of an order's photos and videos (to forget with the order). */
export async function slideshowMediaIds(db: Kysely<Database>, orderId: string): Promise<string[]> {
  const photos = await listPhotos(db, orderId);
  const show = await findSlideshow(db, orderId);
  return [
    ...photos.flatMap((p) => [p.media_id, p.thumb_media_id]),
    ...(show ? videoFilesOf(show).filter((id): id is string => id !== null) : []),
  ];
}
