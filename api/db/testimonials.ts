// Queries for the shop's testimonials, in the owner's order.
import type { Kysely, Updateable } from 'kysely';
import type { Database, NewTestimonialRow, TestimonialRow, TestimonialsTable } from './schema';

export async function listTestimonials(db: Kysely<Database>): Promise<TestimonialRow[]> {
  return db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
}

export async function findTestimonial(db: Kysely<Database>, id: string): Promise<TestimonialRow | undefined> {
  return db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTestimonial(db: Kysely<Database>, row: NewTestimonialRow): Promise<void> {
  await db.insertInto('testimonials').values(row).execute();
}

/** The next position at the end of the list (0 for an empty list). */
export async function nextTestimonialSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .executeTakeFirst();
  const top = row?.top as number | null | undefined;
  return top === null || top === undefined ? 0 : Number(top) + 1;
}

/** Answers whether the testimonial exists. */
export async function updateTestimonial(db: Kysely<Database>, id: string, changes: Updateable<TestimonialsTable>): Promise<boolean> {
  const result = await db.updateTable('testimonials').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Numbers the testimonials 0..n-1 in the order given. */
export async function renumberTestimonials(db: Kysely<Database>, idsInOrder: readonly string[]): Promise<void> {
  for (const [index, id] of idsInOrder.entries()) {
    await db.updateTable('testimonials').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

export async function deleteTestimonial(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every demo testimonial; answers how many. */
export async function deleteDemoTestimonials(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('testimonials').where('demo', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countDemoTestimonials(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('demo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
