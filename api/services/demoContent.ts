// The demo content the shop ships with (issue 23): the example testimonials and the synthesised sample songs.
// The owner sees how much is left and removes all of it in one step; the songs' audio files go with them.
import type { Kysely } from 'kysely';
import type { DemoContentCounts, DemoContentRemoved } from '../../shared/schemas/testimonial';
import { countDemoSampleSongs } from '../db/sampleSongs';
import type { Database } from '../db/schema';
import { countDemoTestimonials, deleteDemoTestimonials } from '../db/testimonials';
import { inTransaction } from '../db/transaction';
import type { SampleSongService } from './sampleSongs';

export function createDemoContent(deps: { db: Kysely<Database>; sampleSongs: SampleSongService }) {
  const { db, sampleSongs } = deps;
  return {
    async counts(): Promise<DemoContentCounts> {
      return { testimonials: await countDemoTestimonials(db), sampleSongs: await countDemoSampleSongs(db) };
    },

    /** Deletes every demo testimonial and demo sample song together; nothing left to remove is not an error. */
    async remove(): Promise<DemoContentRemoved> {
      const { testimonialsRemoved, songs } = await inTransaction(db, async (trx) => ({
        testimonialsRemoved: await deleteDemoTestimonials(trx),
        songs: await sampleSongs.removeDemoWithin(trx),
      }));
      await songs.done();
      return { testimonialsRemoved, sampleSongsRemoved: songs.removed };
    },
  };
}

export type DemoContent = ReturnType<typeof createDemoContent>;
