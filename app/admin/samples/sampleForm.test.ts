// Adding a sample song and where a dragged song lands.
import { describe, expect, it } from 'vitest';
import type { SampleSong } from '../../../shared/api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { buildSampleForm, moveSample, nextSortOrder } from './sampleForm';

const song = (id: string, sortOrder: number): SampleSong => ({
  id,
  title: id.toUpperCase(),
  genre: 'Wedding',
  audioUrl: `/media/${id}.mp3`,
  duration: 60,
  sortOrder,
});
const mp3 = (bytes = 10) => new File([new Uint8Array(bytes)], 'first-dance.mp3', { type: 'audio/mpeg' });

describe('buildSampleForm', () => {
  it('refuses a missing title, genre or file with the spec message', () => {
    for (const input of [
      { title: ' ', genre: 'Wedding', file: mp3() },
      { title: 'First dance', genre: '', file: mp3() },
      { title: 'First dance', genre: 'Wedding', file: null },
    ]) {
      const result = buildSampleForm(input, []);
      expect(result).toMatchObject({ ok: false, message: ADMIN_MESSAGES.sampleFieldsMissing });
    }
  });

  it('refuses files that are plainly not MP3 or WAV, or over 10 MB, before uploading', () => {
    const pdf = new File(['x'], 'notes.pdf', { type: 'application/pdf' });
    expect(buildSampleForm({ title: 'A', genre: 'Wedding', file: pdf }, [])).toMatchObject({
      ok: false,
      message: ADMIN_MESSAGES.sampleAudioType,
      field: 'file',
    });
    const big = { name: 'big.mp3', type: 'audio/mpeg', size: 10 * 1024 * 1024 + 1 } as File;
    expect(buildSampleForm({ title: 'A', genre: 'Wedding', file: big }, [])).toMatchObject({
      ok: false,
      message: ADMIN_MESSAGES.sampleAudioSize,
    });
  });

  it('sends trimmed fields, the file as audioFile and sortOrder = max + 1', () => {
    const result = buildSampleForm({ title: '  First dance ', genre: 'Wedding', file: mp3() }, [song('a', 0), song('b', 7)]);
    if (!result.ok) throw new Error(result.message);
    expect(result.form.get('title')).toBe('First dance');
    expect(result.form.get('genre')).toBe('Wedding');
    expect(result.form.get('sortOrder')).toBe('8');
    expect((result.form.get('audioFile') as File).name).toBe('first-dance.mp3');
    expect(nextSortOrder([])).toBe(0);
  });
});

describe('moveSample', () => {
  const songs = [song('a', 0), song('b', 1), song('c', 2), song('d', 3)];

  it('moves down and up, giving the 0-based index after the move', () => {
    const down = moveSample(songs, 'a', 'c');
    expect(down?.songs.map((s) => s.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(down?.sortOrder).toBe(2);
    const up = moveSample(songs, 'd', 'b');
    expect(up?.songs.map((s) => s.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(up?.sortOrder).toBe(1);
    expect(up?.songs.map((s) => s.sortOrder)).toEqual([0, 1, 2, 3]);
  });

  it('does nothing for a drop in place or outside the list', () => {
    expect(moveSample(songs, 'b', 'b')).toBeNull();
    expect(moveSample(songs, 'b', null)).toBeNull();
    expect(moveSample(songs, 'zz', 'a')).toBeNull();
  });
});
