// The demo "sample songs" the shop plays on /sample-songs: titles, filter category, and the musical recipe for each.
// The server reads the songs from the cache by this list; the synthesiser (tools/demo-songs/) plays each recipe,
// so the recipe's words (styles and keys) are defined here, where both sides can see them.

import type { SampleCategory } from '../../../shared/enums';

/** In pitch-class order from C: the synthesiser takes a key's tonic from its place here. */
export const KEY_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
export type KeyName = (typeof KEY_NAMES)[number];

/** Each has a feel (tools/demo-songs/compose.ts) and an arrangement (tools/demo-songs/arrange.ts). */
export type StyleName = 'ballad' | 'tender' | 'folk' | 'pop' | 'lofi' | 'country' | 'lullaby' | 'cinematic' | 'rnb';

export interface CatalogEntry {
  /** File name stem; stable, since cached files and the manifest are keyed by it. */
  slug: string;
  title: string;
  /** The sample category shown in the shop's filter (named `genre` to match the sample-song records). */
  genre: SampleCategory;
  style: StyleName;
  key: KeyName;
  /** Changing the seed gives a different tune in the same style. */
  seed: number;
}

export const CATALOG: readonly CatalogEntry[] = [
  { slug: 'twenty-summers-with-you', title: 'Twenty Summers With You', genre: 'Anniversary', style: 'ballad', key: 'Eb', seed: 2005 },
  { slug: 'the-day-you-said-yes', title: 'The Day You Said Yes', genre: 'Engagement', style: 'folk', key: 'G', seed: 614 },
  { slug: 'walking-down-to-you', title: 'Walking Down to You', genre: 'Wedding', style: 'cinematic', key: 'D', seed: 1207 },
  { slug: 'happy-birthday-sunshine', title: 'Happy Birthday, Sunshine', genre: 'Birthday', style: 'pop', key: 'F', seed: 321 },
  { slug: 'coffee-at-seven', title: 'Coffee at Seven', genre: 'Our Love Story', style: 'lofi', key: 'Bb', seed: 700 },
  { slug: 'little-hands', title: 'Little Hands', genre: 'New Baby', style: 'lullaby', key: 'F', seed: 88 },
  { slug: 'porch-light', title: 'Porch Light', genre: 'Just Because', style: 'country', key: 'A', seed: 4242 },
  { slug: 'forever-in-the-garden', title: 'Forever in the Garden', genre: 'Memorial', style: 'tender', key: 'C', seed: 1944 },
  { slug: 'our-first-dance', title: 'Our First Dance', genre: 'Wedding', style: 'rnb', key: 'Ab', seed: 512 },
  { slug: 'dads-old-truck', title: "Dad's Old Truck", genre: "Father's Day", style: 'country', key: 'D', seed: 1971 },
  { slug: 'kitchen-table-mornings', title: 'Kitchen Table Mornings', genre: "Mother's Day", style: 'folk', key: 'C', seed: 3110 },
  { slug: 'snow-on-the-windowsill', title: 'Snow on the Windowsill', genre: 'Christmas', style: 'lullaby', key: 'Bb', seed: 1225 },
];
