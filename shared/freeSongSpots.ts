// The free-song promotion's spots in words and numbers, apart from the application's schema: the page shows them
// before (and without) loading the form's checks (zod), which come with the form (app/features/free-song/FreeSongApply.tsx).

/** The spec's wording names 20 spots; a shop that configured another number names its own. */
export function noSpotsMessage(spots: number): string {
  const filled = spots === 1 ? 'the only spot has' : `all ${spots} spots have`;
  return `Sorry, ${filled} been filled. Follow us on social media for future offers!`;
}

/** remaining = spots - count, floor 0 (spec §9). */
export function spotsRemaining(spots: number, count: number): number {
  return Math.max(0, spots - count);
}
