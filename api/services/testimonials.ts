// The shop's testimonials (issue 23): the public list in the owner's order, and the owner's add, edit, reorder and
// delete. Editing a shipped example makes it the owner's (no longer demo): its words are now theirs to stand by.
import type { Kysely } from 'kysely';
import type { AuditLog } from './audit/auditLog';
import { TESTIMONIAL_MESSAGES, type Testimonial, type TestimonialFields, type TestimonialUpdate } from '../../shared/schemas/testimonial';
import type { Database, TestimonialRow } from '../db/schema';
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  listTestimonials,
  nextTestimonialSortOrder,
  renumberTestimonials,
  updateTestimonial,
} from '../db/testimonials';
import { inTransaction } from '../db/transaction';
import { newId } from '../ids';
import type { Clock } from './clock';
import { invalid, notFound } from './errors';

export const toTestimonial = (r: TestimonialRow): Testimonial => ({
  id: r.id,
  name: r.name,
  location: r.location,
  occasion: r.occasion,
  rating: r.rating,
  text: r.text,
  demo: r.demo === 1,
});

export function createTestimonialService(deps: { db: Kysely<Database>; clock: Clock; audit: Pick<AuditLog, 'record'> }) {
  const { db, clock, audit } = deps;

  async function list(): Promise<Testimonial[]> {
    return (await listTestimonials(db)).map(toTestimonial);
  }

  async function find(id: string): Promise<Testimonial | undefined> {
    const row = await findTestimonial(db, id);
    return row && toTestimonial(row);
  }

  return {
    list,
    find,

    /** Adds one at the end of the list: the owner's own, never demo. */
    async add(fields: TestimonialFields): Promise<Testimonial> {
      const now = clock.now().toISOString();
      const id = newId();
      await inTransaction(db, async (trx) =>
        insertTestimonial(trx, {
          id,
          ...fields,
          sort_order: await nextTestimonialSortOrder(trx),
          demo: 0,
          created_at: now,
          updated_at: now,
        }),
      );
      const added = (await find(id))!;
      await audit.record({ action: 'testimonial.add', target: { type: 'testimonial', id }, after: added });
      return added;
    },

    async update(id: string, changes: TestimonialUpdate): Promise<Testimonial> {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const before = await find(id);
      const found = await updateTestimonial(db, id, { ...set, demo: 0, updated_at: clock.now().toISOString() });
      if (!found) throw notFound(TESTIMONIAL_MESSAGES.notFound);
      const after = (await find(id))!;
      await audit.record({ action: 'testimonial.update', target: { type: 'testimonial', id }, before, after });
      return after;
    },

    async remove(id: string): Promise<void> {
      const before = await find(id);
      if (!(await deleteTestimonial(db, id))) throw notFound(TESTIMONIAL_MESSAGES.notFound);
      await audit.record({ action: 'testimonial.delete', target: { type: 'testimonial', id }, before });
    },

    /** Puts the list in the order given, which must name every testimonial once (a list seen before a change is refused). */
    async reorder(ids: readonly string[]): Promise<Testimonial[]> {
      await inTransaction(db, async (trx) => {
        const existing = new Set((await listTestimonials(trx)).map((r) => r.id));
        if (ids.length !== existing.size || ids.some((id) => !existing.has(id))) throw invalid(TESTIMONIAL_MESSAGES.orderMismatch, 'ids');
        const before = (await listTestimonials(trx)).map((r) => r.id);
        await renumberTestimonials(trx, ids);
        await audit.record({ action: 'testimonial.reorder', before, after: ids }, trx);
      });
      return list();
    },
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
