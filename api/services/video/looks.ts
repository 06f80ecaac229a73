// How each kind of promo video looks: the shop's colours (app/styles/base.css), where the mark, title, captions and
// call to action sit on the 1080×1920 frame, and text fitted to that frame before ffmpeg draws it.
import type { TemplateKind } from '../../../shared/schemas/video';

export type LookName = TemplateKind | 'ai';

export const FRAME = { width: 1080, height: 1920, fps: 30 } as const;

/** The shop's palette, as in app/styles/base.css. */
export const PALETTE = {
  plum900: '1e0a20',
  plum: '2b0f2e',
  plum700: '4a1640',
  wine: '6b1d4a',
  rose: '9f1239',
  rose700: '881033',
  coral: 'e8577a',
  gold: 'd4a24c',
  cream: 'fff8f3',
  blush: 'fcefe9',
  white: 'ffffff',
  ink: '2a1520',
  inkSoft: '5b4551',
  petal: 'f7c9a0',
} as const;

/** A translucent rectangle painted once on the background. */
export interface Shape {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  alpha: number;
}

/** A soft round light: x, y and radius as fractions of the frame's width and height. */
export interface Glow {
  color: string;
  strength: number;
  x: number;
  y: number;
  radius: number;
}

export interface Look {
  /** A vertical gradient under soft glows of light, painted once per video. */
  background: { top: string; bottom: string; glows: Glow[] };
  shapes: Shape[];
  /** A large decorative glyph above the title (the testimonial's quotation mark), centred. */
  ornament?: { text: string; color: string; alpha: number; size: number; baseline: number };
  /** Where the title block may start, when not LAYOUT.intro.top (room for the ornament). */
  introTop?: number;
  name: string;
  accent: string;
  title: string;
  description: string;
  caption: { text: string; box: string; alpha: number };
  cta: { text: string; box: string };
}

/** The call to action in the last seconds: nothing promised that the shop does not offer. */
export const CALL_TO_ACTION = 'Order your personalized song';

/** Sound bars along the foot of the song teaser: heights of a made-up waveform. */
const BARS = [40, 90, 150, 110, 60, 130, 170, 120, 80, 140, 100, 55, 95, 145, 70];
const soundBars = (color: string, alpha: number): Shape[] => BARS.map((h, i) => ({ x: 120 + i * 58, y: 1800 - h, w: 32, h, color, alpha }));

const glow = (color: string, strength: number, x: number, y: number, radius = 0.55): Glow => ({ color, strength, x, y, radius });

const onDark = {
  name: PALETTE.cream,
  title: PALETTE.white,
  description: 'f3e4ea',
  caption: { text: PALETTE.white, box: PALETTE.plum900, alpha: 0.62 },
  cta: { text: PALETTE.white, box: PALETTE.coral },
};

export const LOOKS: Record<LookName, Look> = {
  song_teaser: {
    ...onDark,
    background: { top: PALETTE.plum, bottom: PALETTE.wine, glows: [glow(PALETTE.coral, 0.35, 0.5, 0.3)] },
    shapes: soundBars(PALETTE.coral, 0.35),
    accent: PALETTE.coral,
  },
  reaction_highlight: {
    ...onDark,
    background: {
      top: PALETTE.plum900,
      bottom: PALETTE.rose700,
      glows: [glow(PALETTE.petal, 0.22, 0.5, 0.35), glow(PALETTE.plum900, 0.5, 0.1, 0.9, 0.5)],
    },
    shapes: [],
    accent: PALETTE.petal,
  },
  testimonial_quote: {
    background: { top: PALETTE.cream, bottom: PALETTE.blush, glows: [glow(PALETTE.petal, 0.25, 0.5, 0.75)] },
    shapes: [{ x: 0, y: 0, w: 1080, h: 420, color: PALETTE.plum, alpha: 1 }],
    ornament: { text: '“', color: PALETTE.coral, alpha: 0.9, size: 260, baseline: 690 },
    introTop: 590,
    name: PALETTE.cream,
    accent: PALETTE.coral,
    title: PALETTE.ink,
    description: PALETTE.inkSoft,
    caption: { text: PALETTE.cream, box: PALETTE.plum, alpha: 0.92 },
    cta: { text: PALETTE.white, box: PALETTE.rose },
  },
  how_it_works: {
    ...onDark,
    background: {
      top: PALETTE.plum700,
      bottom: PALETTE.plum900,
      glows: [glow(PALETTE.gold, 0.18, 0.5, 0.2), glow(PALETTE.coral, 0.2, 0.95, 0.85, 0.5)],
    },
    shapes: [],
    accent: PALETTE.gold,
    cta: { text: PALETTE.plum900, box: PALETTE.gold },
  },
  ai: {
    ...onDark,
    background: {
      top: PALETTE.plum900,
      bottom: PALETTE.wine,
      glows: [glow(PALETTE.coral, 0.3, 0.5, 0.62), glow(PALETTE.petal, 0.12, 0.1, 0.1, 0.45)],
    },
    shapes: [],
    accent: PALETTE.coral,
  },
};

/** Text over a customer's clip: light, outlined, on translucent plum panels (the mark and name on one of their own). */
export const OVER_CLIP = { header: { x: 350, y: 70, w: 380, h: 318, radius: 40 }, panel: { color: PALETTE.plum900, alpha: 0.58 } };

/** Where things sit (pixels, top-left origin; `baseline` is where letters stand). */
export const LAYOUT = {
  mark: { size: 150, y: 100 },
  name: { size: 52, baseline: 328 },
  accentBar: { w: 96, h: 6, y: 356 },
  /** Title and description are centred as one block between these lines. */
  intro: { top: 450, bottom: 1150, gap: 40 },
  title: { sizes: [92, 84, 76, 68, 62, 56], lineHeight: 1.16, maxWidth: 920, maxLines: 5, preferLines: 4 },
  description: { sizes: [46, 42, 38, 34], lineHeight: 1.36, maxWidth: 880, maxLines: 5 },
  /** Captions sit in the lower third, above where TikTok and Reels put their own buttons and text. */
  caption: {
    sizes: [58, 52, 46, 42],
    lineHeight: 1.3,
    maxWidth: 880,
    maxLines: 4,
    centerY: 1420,
    padX: 40,
    padY: 30,
    radius: 26,
    panelWidth: 960,
  },
  cta: { sizes: [72, 64, 56], lineHeight: 1.2, maxWidth: 780, maxLines: 2, centerY: 800, padX: 56, padY: 40, radius: 30 },
} as const;

export type Weight = 'bold' | 'regular';

/** DejaVu Sans advance widths for ' ' to '~', in hundredths of the font size (read from the fonts' hmtx tables). */
const ASCII_WIDTHS: Record<Weight, number[]> = {
  bold: [
    35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58, 100,
    77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67,
    72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
  ],
  regular: [
    32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68,
    69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55,
    63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84,
  ],
};
const PUNCTUATION: Record<Weight, Record<string, number>> = {
  bold: { '‘': 38, '’': 38, '“': 66, '”': 66, '–': 50, '—': 100, '…': 100 },
  regular: { '‘': 32, '’': 32, '“': 52, '”': 52, '–': 50, '—': 100, '…': 100 },
};

function charWidth(ch: string, weight: Weight): number {
  const code = ch.codePointAt(0)!;
  if (code >= 32 && code < 127) return ASCII_WIDTHS[weight][code - 32]!;
  const punctuation = PUNCTUATION[weight][ch];
  if (punctuation !== undefined) return punctuation;
  const base = ch.normalize('NFD').codePointAt(0)!;
  // An accented Latin letter is as wide as its letter; anything else is given a full square to stay inside the frame.
  return base >= 32 && base < 127 ? ASCII_WIDTHS[weight][base - 32]! : 100;
}

/** Width in pixels of `text` drawn at `size` px (kerning ignored: it only narrows). */
export function textWidth(text: string, size: number, weight: Weight = 'bold'): number {
  let hundredths = 0;
  for (const ch of text) hundredths += charWidth(ch, weight);
  return (hundredths * size) / 100;
}

/** Lines of at most `maxWidth` px, broken between words (inside a word only when one word is wider). */
export function wrapText(text: string, size: number, maxWidth: number, weight: Weight = 'bold'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => splitWideWord(w, size, maxWidth, weight))) {
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line) lines.push(line);
  return lines;
}

function splitWideWord(word: string, size: number, maxWidth: number, weight: Weight): string[] {
  if (textWidth(word, size, weight) <= maxWidth) return [word];
  const pieces: string[] = [''];
  for (const ch of word) {
    if (textWidth(pieces.at(-1)! + ch, size, weight) > maxWidth) pieces.push('');
    pieces[pieces.length - 1] += ch;
  }
  return pieces;
}

/** The same number of lines, as even as they come: no lone word on a last line. */
function balance(text: string, size: number, maxWidth: number, count: number, weight: Weight): string[] {
  let [low, high] = [maxWidth / count, maxWidth];
  while (high - low > 4) {
    const mid = (low + high) / 2;
    if (wrapText(text, size, mid, weight).length <= count) high = mid;
    else low = mid;
  }
  return wrapText(text, size, high, weight);
}

export interface FittedText {
  size: number;
  lines: string[];
}

/** The largest size at which `text` fits in `preferLines`, else `maxLines`; at the smallest size, what does not fit ends in "…". */
export function fitText(
  text: string,
  box: { sizes: readonly number[]; maxWidth: number; maxLines: number; preferLines?: number },
  weight: Weight = 'bold',
): FittedText {
  // Smaller letters on fewer lines read better than big ones on many, down to the smallest size.
  if (box.preferLines && box.preferLines < box.maxLines) {
    const size = box.sizes.find((s) => wrapText(text, s, box.maxWidth, weight).length <= box.preferLines!);
    if (size) return { size, lines: balance(text, size, box.maxWidth, wrapText(text, size, box.maxWidth, weight).length, weight) };
  }
  for (const size of box.sizes) {
    const lines = wrapText(text, size, box.maxWidth, weight);
    if (lines.length <= box.maxLines) return { size, lines: balance(text, size, box.maxWidth, lines.length, weight) };
  }
  const size = box.sizes.at(-1)!;
  const lines = wrapText(text, size, box.maxWidth, weight).slice(0, box.maxLines);
  let last = lines.pop()!;
  while (last.includes(' ') && textWidth(`${last}…`, size, weight) > box.maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  lines.push(`${last.replace(/[\s,;:.—–-]+$/, '')}…`);
  return { size, lines };
}
