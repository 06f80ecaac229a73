// Caption cues for promo videos: a script cut into sentences short enough for three lines on a phone, each shown
// for a share of the time proportional to its length (how long a voice takes to say it, roughly).
import type { CaptionCue } from '../../../shared/schemas/video';

/** About three lines of caption text at the renderer's caption size. */
export const MAX_CUE_CHARS = 80;
/** Where timed captions start and how long before the end they stop, when the caller does not say. */
export const CAPTION_MARGIN_SEC = 0.5;

/** Words ending in a full stop that do not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'sr',
  'jr',
  'mt',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'no',
  'inc',
  'ltd',
  'co',
]);

/** Sentences of `text`, in order; a sentence longer than MAX_CUE_CHARS is cut at commas, then between words. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .flatMap(sentencesOfParagraph)
    .flatMap((sentence) => (sentence.length > MAX_CUE_CHARS ? splitLongSentence(sentence) : [sentence]));
}

function sentencesOfParagraph(paragraph: string): string[] {
  const words = paragraph.trim().split(/\s+/).filter(Boolean);
  const sentences: string[] = [];
  let current: string[] = [];
  words.forEach((word, i) => {
    current.push(word);
    const next = words[i + 1];
    if (next === undefined || endsSentence(word, next)) {
      sentences.push(current.join(' '));
      current = [];
    }
  });
  return sentences;
}

/** A word ends a sentence when it ends in . ! ? or … (perhaps inside quotes) and is no abbreviation or initial. */
function endsSentence(word: string, next: string): boolean {
  const bare = word.replace(/["'”’)\]]+$/, '');
  if (/[!?…]$/.test(bare)) return true;
  if (!bare.endsWith('.')) return false;
  const stem = bare
    .slice(0, -1)
    .replace(/^["'“‘([]+/, '')
    .toLowerCase();
  if (ABBREVIATIONS.has(stem) || /^[a-z]$/i.test(stem)) return false;
  return /^["'“‘([]?[\p{Lu}\p{N}]/u.test(next);
}

/** Cuts after commas, semicolons, colons and dashes, packing clauses up to the limit; words split what is left. */
function splitLongSentence(sentence: string): string[] {
  const clauses = sentence.split(/(?<=[,;:—–])\s+|\s+(?=[—–]\s)/).flatMap((c) => (c.length > MAX_CUE_CHARS ? splitAtWords(c) : [c]));
  const parts: string[] = [];
  for (const clause of clauses) {
    const last = parts.at(-1);
    if (last !== undefined && last.length + 1 + clause.length <= MAX_CUE_CHARS) parts[parts.length - 1] = `${last} ${clause}`;
    else parts.push(clause);
  }
  return parts;
}

/** Even parts between words, each within the limit where the words allow it. */
function splitAtWords(text: string): string[] {
  const words = text.split(/\s+/);
  const count = Math.ceil(text.length / MAX_CUE_CHARS);
  const target = text.length / count;
  const parts: string[] = [];
  let current = '';
  for (const word of words) {
    const joined = current ? `${current} ${word}` : word;
    if (current && (joined.length > MAX_CUE_CHARS || (joined.length > target && parts.length < count - 1))) {
      parts.push(current);
      current = word;
    } else current = joined;
  }
  if (current) parts.push(current);
  return parts;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Times `lines` one after another over [startSec, endSec] (defaults: half a second in, half a second before
 * `totalSec`), each for a share proportional to its length. Cues are consecutive: one's end is the next's start.
 */
export function timeCaptions(lines: string[], totalSec: number, options: { startSec?: number; endSec?: number } = {}): CaptionCue[] {
  const texts = lines.map((line) => line.trim()).filter(Boolean);
  if (texts.length === 0 || !(totalSec > 0)) return [];
  let start = options.startSec ?? Math.min(CAPTION_MARGIN_SEC, totalSec / 4);
  let end = options.endSec ?? totalSec - Math.min(CAPTION_MARGIN_SEC, totalSec / 4);
  if (!(end > start)) [start, end] = [0, totalSec];
  const total = texts.reduce((sum, t) => sum + t.length, 0);
  let done = 0;
  return texts.map((text) => {
    const cueStart = round2(start + ((end - start) * done) / total);
    done += text.length;
    const cueEnd = round2(start + ((end - start) * done) / total);
    return { start: cueStart, end: cueEnd, text };
  });
}
