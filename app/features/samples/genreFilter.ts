// The filter of the samples page: "All" plus the categories present in the loaded songs, in the shop's order.
import type { SampleSong } from '../../../shared/api-types';
import { SAMPLE_CATEGORIES } from '../../../shared/enums';

export const ALL = 'All';

export function filterOptions(songs: SampleSong[]): string[] {
  const present = new Set(songs.map((s) => s.genre));
  const known = SAMPLE_CATEGORIES.filter((c) => present.has(c));
  const others = [...present].filter((g) => !(SAMPLE_CATEGORIES as readonly string[]).includes(g)).sort();
  return [ALL, ...known, ...others];
}

export function songsIn(songs: SampleSong[], category: string): SampleSong[] {
  return category === ALL ? songs : songs.filter((s) => s.genre === category);
}
