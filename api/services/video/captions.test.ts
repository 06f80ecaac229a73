import { describe, expect, it } from 'vitest';
import { MAX_CUE_CHARS, splitSentences, timeCaptions } from './captions';

describe('splitSentences', () => {
  it('cuts a script at full stops, question and exclamation marks', () => {
    expect(splitSentences('She cried. Then she laughed! Did you hear it? Yes…  Every word.')).toEqual([
      'She cried.',
      'Then she laughed!',
      'Did you hear it?',
      'Yes…',
      'Every word.',
    ]);
  });

  it('keeps abbreviations, initials, decimals and quoted endings inside their sentence', () => {
    expect(
      splitSentences('Mr. and Mrs. Lee met Dr. Ortiz at 3.30 p.m. on the dot. J. R. sang “Happy birthday.” It was 2.5 minutes long.'),
    ).toEqual(['Mr. and Mrs. Lee met Dr. Ortiz at 3.30 p.m. on the dot.', 'J. R. sang “Happy birthday.”', 'It was 2.5 minutes long.']);
  });

  it('treats line breaks as ends of captions', () => {
    expect(splitSentences('Tell us your story\nWe write the song\n\nYou send it')).toEqual([
      'Tell us your story',
      'We write the song',
      'You send it',
    ]);
  });

  it('cuts a long sentence at commas so each cue fits about three lines', () => {
    const long =
      'When my grandmother heard the first notes, she put down her cup, she looked at all of us around the table, and then she started to sing along with every single word of it.';
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_CUE_CHARS);
    expect(parts.join(' ')).toBe(long);
    expect(parts[0]).toMatch(/,$/);
  });

  it('cuts a long sentence without commas between words, into even parts', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const parts = splitSentences(long);
    expect(parts.join(' ')).toBe(long);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_CUE_CHARS);
    const lengths = parts.map((p) => p.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThan(20);
  });

  it('answers nothing for empty or blank text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('   \n  ')).toEqual([]);
  });
});

describe('timeCaptions', () => {
  it('gives a line twice as long twice the time', () => {
    const [a, b] = timeCaptions(['1234567890', '12345678901234567890'], 16);
    const first = a!.end! - a!.start;
    const second = b!.end! - b!.start;
    expect(second / first).toBeCloseTo(2, 1);
  });

  it('covers half a second in to half a second before the end, cue after cue', () => {
    const cues = timeCaptions(['One line.', 'A second, longer line.', 'Three.', 'And the last line of all.'], 30);
    expect(cues[0]!.start).toBe(0.5);
    expect(cues.at(-1)!.end).toBe(29.5);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBe(cues[i - 1]!.end);
    for (const cue of cues) {
      expect(cue.end!).toBeGreaterThan(cue.start);
      expect(Math.round(cue.start * 100)).toBeCloseTo(cue.start * 100, 6);
    }
  });

  it('keeps to the span it is given', () => {
    const cues = timeCaptions(['Hello there.', 'Bye.'], 60, { startSec: 2, endSec: 12.345 });
    expect(cues[0]!.start).toBe(2);
    expect(cues.at(-1)!.end).toBe(12.35);
    expect(cues.map((c) => c.text)).toEqual(['Hello there.', 'Bye.']);
  });

  it('answers no cues for no lines, blank lines or no time', () => {
    expect(timeCaptions([], 30)).toEqual([]);
    expect(timeCaptions(['  ', ''], 30)).toEqual([]);
    expect(timeCaptions(['Hello'], 0)).toEqual([]);
  });

  it('uses the whole video when it is too short for the margins', () => {
    expect(timeCaptions(['Hi'], 1, { startSec: 0.5, endSec: 0.5 })).toEqual([{ start: 0, end: 1, text: 'Hi' }]);
  });
});
