// How a song's lyrics and file names are shown (its dates: core/moments.test.ts).
import { describe, expect, it } from 'vitest';
import { downloadName, lyricsDisplay } from './songView';

describe('lyricsDisplay', () => {
  const base = { lyricsText: null, lyricsType: null, lyricsUrl: null };

  it('shows text lyrics on the page, line breaks normalised', () => {
    expect(lyricsDisplay({ ...base, lyricsText: 'Line one\r\nLine two\n', lyricsType: 'text/plain', lyricsUrl: '/api/media/l' })).toEqual({
      kind: 'text',
      text: 'Line one\nLine two',
    });
  });

  it.each(['image/png', 'image/jpeg', 'jpg', 'JPEG', '.png', 'image/png; charset=binary'])('shows %s lyrics as an image', (type) => {
    expect(lyricsDisplay({ ...base, lyricsType: type, lyricsUrl: '/api/media/l' })).toEqual({ kind: 'image', url: '/api/media/l' });
  });

  it.each(['application/pdf', 'pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', null])(
    'offers %s lyrics as a download',
    (type) => {
      expect(lyricsDisplay({ ...base, lyricsType: type, lyricsUrl: '/api/media/l' })).toEqual({ kind: 'file', url: '/api/media/l' });
    },
  );

  it('has nothing to show without lyrics, or with blank text and no file', () => {
    expect(lyricsDisplay(base)).toEqual({ kind: 'none' });
    expect(lyricsDisplay({ ...base, lyricsText: '  \n ' })).toEqual({ kind: 'none' });
  });
});

describe('downloadName', () => {
  it('names a saved file after the recipient', () => {
    expect(downloadName('Émma Rose', 'mp3')).toBe('a-song-for-emma-rose.mp3');
    expect(downloadName('李', 'mp3')).toBe('your-song.mp3');
  });
});
