// What a slideshow video shows over its photos, in each of its two frames (1920×1080, and 1080×1920 for stories):
// the title card's words (the recipient's name and the occasion), the lyrics as captions, and the shop's mark.
// Plain data, drawn by slideshowGraph.ts with the promo videos' text and panel drawing.
import type { CaptionCue } from '../../../shared/schemas/video';
import { fitText, LOOKS, PALETTE } from './looks';
import { blockHeight, boxedBlock, captionWindows, lines, type BlockLayout, type BoxItem, type TextItem, type Window } from './scene';

export type SlideshowFormat = 'landscape' | 'portrait';
export const SLIDESHOW_FORMATS: readonly SlideshowFormat[] = ['landscape', 'portrait'];

export const FRAMES: Record<SlideshowFormat, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

interface FormatLayout {
  /** The title card's block of lines is centred on this height. */
  titleCenterY: number;
  name: { sizes: readonly number[]; maxWidth: number; maxLines: number };
  small: number;
  occasion: number;
  caption: BlockLayout;
  /** The mark during the photos: the icon's top-left corner and size, the name beside it. */
  mark: { x: number; y: number; size: number; nameSize: number };
}

/**
 * Captions sit in the lower part of the frame: in the stories frame above where Instagram and TikTok put their own
 * buttons and text, and the mark in a top corner, below where they show the account.
 */
const LAYOUTS: Record<SlideshowFormat, FormatLayout> = {
  landscape: {
    titleCenterY: 500,
    name: { sizes: [132, 116, 100, 88, 76, 64], maxWidth: 1560, maxLines: 2 },
    small: 44,
    occasion: 56,
    caption: {
      sizes: [54, 48, 42],
      lineHeight: 1.28,
      maxWidth: 1440,
      maxLines: 2,
      centerY: 930,
      padX: 40,
      padY: 22,
      radius: 24,
      panelWidth: 1560,
    },
    mark: { x: 44, y: 36, size: 64, nameSize: 32 },
  },
  portrait: {
    titleCenterY: 880,
    name: { sizes: [120, 104, 92, 80, 68, 58], maxWidth: 920, maxLines: 3 },
    small: 46,
    occasion: 56,
    caption: {
      sizes: [56, 50, 44],
      lineHeight: 1.3,
      maxWidth: 880,
      maxLines: 3,
      centerY: 1420,
      padX: 36,
      padY: 28,
      radius: 26,
      panelWidth: 960,
    },
    mark: { x: 44, y: 150, size: 64, nameSize: 32 },
  },
};

export const markPlace = (format: SlideshowFormat) => LAYOUTS[format].mark;

export interface SlideshowWords {
  recipientName: string;
  occasion: string;
  fromName: string | null;
  shopName: string;
  /** The lyrics' cues, in seconds. */
  captions: CaptionCue[];
}

export interface SlideshowOverlay {
  /** Drawn in their windows: the title card's words, the captions with their panels, the shop's name. */
  texts: TextItem[];
  boxes: BoxItem[];
}

const look = LOOKS.song_teaser;

/** The title card's words, centred as one block: "A song for", the name, the occasion, who it is from. */
function titleWords(format: SlideshowFormat, words: SlideshowWords, when: Window): TextItem[] {
  const layout = LAYOUTS[format];
  const base = { when, fade: 0.5, outline: true } as const;
  const name = fitText(words.recipientName, layout.name);
  const rows: Array<{ fitted: { size: number; lines: string[] }; lineHeight: number; weight: 'bold' | 'regular'; color: string }> = [
    { fitted: { size: layout.small, lines: ['A song for'] }, lineHeight: 1.5, weight: 'regular', color: look.description },
    { fitted: name, lineHeight: 1.12, weight: 'bold', color: look.title },
    { fitted: { size: layout.occasion, lines: [words.occasion] }, lineHeight: 1.6, weight: 'regular', color: PALETTE.petal },
    ...(words.fromName
      ? [
          {
            fitted: { size: layout.small, lines: [`from ${words.fromName}`] },
            lineHeight: 1.4,
            weight: 'regular' as const,
            color: look.description,
          },
        ]
      : []),
  ];
  const height = rows.reduce((sum, row) => sum + blockHeight(row.fitted, row.lineHeight), 0);
  let top = Math.round(layout.titleCenterY - height / 2);
  return rows.flatMap((row) => {
    const items = lines(row.fitted, top, row.lineHeight, { ...base, weight: row.weight, color: row.color });
    top += blockHeight(row.fitted, row.lineHeight);
    return items;
  });
}

/** Everything drawn over the pictures of one format; `titleEndSec`: when the first photo has faded in. */
export function slideshowOverlay(
  format: SlideshowFormat,
  words: SlideshowWords,
  timing: { titleEndSec: number; durationSec: number },
): SlideshowOverlay {
  const layout = LAYOUTS[format];
  const { width } = FRAMES[format];
  const texts = titleWords(format, words, { from: 0.2, to: timing.titleEndSec });
  const boxes: BoxItem[] = [];
  for (const cue of captionWindows(words.captions, timing.durationSec)) {
    const block = boxedBlock(cue.text, layout.caption, look.caption, cue, undefined, width);
    texts.push(...block.texts);
    boxes.push(...block.boxes);
  }
  const { mark } = layout;
  const shop = fitText(words.shopName, { sizes: [mark.nameSize, 28, 24], maxWidth: width / 2 - mark.size, maxLines: 1 });
  texts.push({
    text: shop.lines[0]!,
    weight: 'bold',
    size: shop.size,
    color: look.name,
    x: mark.x + mark.size + 16,
    baseline: Math.round(mark.y + mark.size / 2 + shop.size * 0.36),
    alpha: 0.92,
    outline: true,
    when: { from: timing.titleEndSec, to: timing.durationSec + 1 },
  });
  return { texts, boxes };
}
