// The samples filter: "All" plus the categories present, in the shop's order; filtering by one.
import { describe, expect, it } from 'vitest';
import type { SampleSong } from '../../../shared/api-types';
import { ALL, filterOptions, songsIn } from './genreFilter';

const song = (id: string, genre: string): SampleSong => ({
  id,
  title: id,
  genre,
  audioUrl: `/api/media/${id}`,
  duration: 30,
  sortOrder: 0,
});
const songs = [song('a', 'Wedding'), song('b', 'Birthday'), song('c', 'Wedding'), song('d', 'Sea Shanty'), song('e', 'Just Because')];

describe('filterOptions', () => {
  it('offers All, then the categories present in the shop’s order, then unknown ones alphabetically', () => {
    expect(filterOptions(songs)).toEqual([ALL, 'Just Because', 'Birthday', 'Wedding', 'Sea Shanty']);
  });

  it('offers only All when there are no songs', () => {
    expect(filterOptions([])).toEqual([ALL]);
  });
});

describe('songsIn', () => {
  it('keeps every song for All and only the category’s songs otherwise', () => {
    expect(songsIn(songs, ALL)).toHaveLength(5);
    expect(songsIn(songs, 'Wedding').map((s) => s.id)).toEqual(['a', 'c']);
    expect(songsIn(songs, 'Christmas')).toEqual([]);
  });
});
