// Download names: nothing in them that hides what a file is (bidi overrides, zero-width and control characters).
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileStem, visibleText } from './fileNames';

/** The two names a Content-Disposition offers: the ASCII fallback and the decoded RFC 5987 one. */
function names(header: string): { filename: string; exact: string; encoded: string } {
  const m = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header);
  if (!m) throw new Error(`not an attachment header: ${header}`);
  return { filename: m[1]!, encoded: m[2]!, exact: decodeURIComponent(m[2]!) };
}

const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

describe('attachmentDisposition', () => {
  it('drops a right-to-left override from both names, so "song‮gpj.exe" cannot pass for a picture', () => {
    const header = attachmentDisposition('song\u202Egpj.exe', 'bin');
    const { filename, exact, encoded } = names(header);
    expect(filename).toBe('songgpj.exe');
    expect(exact).toBe('songgpj.exe');
    expect(header).not.toContain('\u202E');
    expect(encoded).not.toContain('%E2%80%AE');
  });

  it.each([
    [
      'bidi embeddings, isolates and marks',
      'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl.mp3',
      'abcdefghijkl.mp3',
    ],
    ['zero-width spaces, joiners and a BOM', '\uFEFFLove\u200B Song\u200C\u200D.mp3', 'Love Song.mp3'],
    ['C1 controls (NEL, CSI) and DEL', 'Our\u0085Song\u009B2J\u007F.mp3', 'Our Song 2J .mp3'],
    ['C0 controls: a header cannot be split', 'a\r\nSet-Cookie: x=1\u0000.mp3', 'a Set-Cookie: x=1 .mp3'],
    ['line and paragraph separators', 'one\u2028two\u2029three.mp3', 'one two three.mp3'],
    ['a lone surrogate (it cannot be percent-encoded)', 'bad\uD800name.mp3', 'badname.mp3'],
  ])('drops %s', (_case, name, shown) => {
    const { filename, exact } = names(attachmentDisposition(name, 'mp3'));
    expect(exact).toBe(shown);
    expect(filename).toBe(shown);
    expect(exact).not.toMatch(INVISIBLE);
  });

  it('keeps the exact name in filename* and an ASCII one in filename; quotes and slashes become spaces', () => {
    expect(attachmentDisposition('Canción para "Lucía"/2.mp3', 'mp3')).toBe(
      `attachment; filename="Cancion para Lucia 2.mp3"; filename*=UTF-8''Canci%C3%B3n%20para%20Luc%C3%ADa%202.mp3`,
    );
  });

  it('falls back to download.<ext> when nothing visible is left', () => {
    expect(names(attachmentDisposition('\u202E\u200B\u0007', 'mp4'))).toMatchObject({ filename: 'download.mp4', exact: 'download.mp4' });
    expect(names(attachmentDisposition(null, 'wav')).filename).toBe('download.wav');
    expect(names(attachmentDisposition('歌', 'mp3'))).toMatchObject({ filename: 'download.mp3', exact: '歌' });
  });
});

describe('safeFileStem', () => {
  it('makes stems without bidi, format or control characters', () => {
    expect(safeFileStem('Reaction of Eve\u202Egpj.exe', 'Reaction')).toBe('Reaction of Evegpj.exe');
    expect(safeFileStem('Song\u0085for\u009BAna\u200D', 'Song')).toBe('Song for Ana');
    expect(safeFileStem('\u2066\u2069', 'Video')).toBe('Video');
  });
});

describe('visibleText', () => {
  it('leaves letters, emoji and accents as they are', () => {
    expect(visibleText('Für Lucía 🎂 — 歌')).toBe('Für Lucía 🎂 — 歌');
  });
});
