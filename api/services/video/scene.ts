// What a promo video shows and when: the mark and name throughout, title and description at the start, captions
// cue by cue, the call to action at the end. Plain data (texts and boxes with their times) for the graph to draw.
import type { CaptionCue } from '../../../shared/schemas/video';
import {
  CALL_TO_ACTION,
  fitText,
  FRAME,
  LAYOUT,
  LOOKS,
  OVER_CLIP,
  textWidth,
  wrapText,
  type FittedText,
  type Look,
  type LookName,
  type Shape,
  type Weight,
} from './looks';

/** Seconds; `to` is excluded. A static item has none and is painted once. */
export interface Window {
  from: number;
  to: number;
}

export interface TextItem {
  text: string;
  weight: Weight;
  size: number;
  color: string;
  baseline: number;
  /** Left edge; centred when absent. */
  x?: number;
  alpha?: number;
  when?: Window;
  /** Fades in (rising a little) and out, in seconds. */
  fade?: number;
  outline?: boolean;
}

export interface BoxItem extends Shape {
  /** Corner radius: the box is drawn as stepped strips that read as rounded on a phone. */
  radius?: number;
  when?: Window;
}

export interface Scene {
  look: Look;
  /** Painted once (or on every frame of a clip). */
  still: { boxes: BoxItem[]; texts: TextItem[] };
  /** Drawn only inside their windows. */
  timed: { boxes: BoxItem[]; texts: TextItem[] };
}

export interface SceneInput {
  look: LookName;
  shopName: string;
  durationSec: number;
  title: string;
  description?: string | null;
  captions: CaptionCue[];
  overClip: boolean;
}

/** The intro until the call to action (a clip shows itself after a few seconds); the call in the last ~3 s. */
export function timeline(durationSec: number, overClip: boolean) {
  const ctaStart = durationSec > 6 ? durationSec - 3 : durationSec / 2;
  return { intro: { from: 0.15, to: overClip ? Math.min(ctaStart, 5.5) : ctaStart }, cta: { from: ctaStart, to: durationSec + 1 } };
}

export function buildScene(input: SceneInput): Scene {
  const look = LOOKS[input.look];
  const { intro, cta } = timeline(input.durationSec, input.overClip);
  const still = brand(look, input.overClip, input.shopName);
  const timed = { boxes: [] as BoxItem[], texts: [] as TextItem[] };
  const add = (part: { boxes: BoxItem[]; texts: TextItem[] }) => {
    timed.boxes.push(...part.boxes);
    timed.texts.push(...part.texts);
  };
  add(introBlock(look, input, intro));
  for (const cue of captionWindows(input.captions, input.durationSec)) add(boxedBlock(cue.text, LAYOUT.caption, look.caption, cue));
  add(boxedBlock(CALL_TO_ACTION, LAYOUT.cta, { ...look.cta, alpha: 1 }, cta, 0.4));
  return { look, still, timed };
}

/** The name's sizes, largest first (LAYOUT.name.size is the one a short name gets), and its side margin. */
const NAME_SIZES = [LAYOUT.name.size, 46, 40, 34] as const;
const NAME_MARGIN = 80;

/** The mark's place is the graph's (an image overlay); the name, accent bar and the look's shapes are here. */
function brand(look: Look, overClip: boolean, shopName: string): Scene['still'] {
  const { name, accentBar } = LAYOUT;
  const boxes: BoxItem[] = overClip ? [{ ...OVER_CLIP.header, ...OVER_CLIP.panel }] : [...look.shapes];
  boxes.push({ x: (FRAME.width - accentBar.w) / 2, y: accentBar.y, w: accentBar.w, h: accentBar.h, color: look.accent, alpha: 1 });
  // A long name (up to 60 characters) steps down in size, on one line, ending in "…" only past the smallest size.
  const fitted = fitText(shopName, { sizes: NAME_SIZES, maxWidth: FRAME.width - 2 * NAME_MARGIN, maxLines: 1 });
  const texts: TextItem[] = [{ text: fitted.lines[0]!, weight: 'bold', size: fitted.size, color: look.name, baseline: name.baseline }];
  if (look.ornament && !overClip) {
    const o = look.ornament;
    texts.unshift({ text: o.text, weight: 'bold', size: o.size, color: o.color, alpha: o.alpha, baseline: o.baseline });
  }
  return { boxes, texts };
}

/** One item per line, centred; `top` is the top of the first line's box. */
export function lines(fitted: FittedText, top: number, lineHeight: number, base: Omit<TextItem, 'text' | 'size' | 'baseline'>): TextItem[] {
  const step = fitted.size * lineHeight;
  // A line's letters stand about 0.78 of its size below the top of its line box (DejaVu Sans: ascender 0.76).
  return fitted.lines.map((text, i) => ({
    ...base,
    text,
    size: fitted.size,
    baseline: Math.round(top + i * step + fitted.size * 0.78 + (step - fitted.size) / 2),
  }));
}

export const blockHeight = (fitted: FittedText, lineHeight: number) => fitted.lines.length * fitted.size * lineHeight;

/** Title and description centred as one block in the intro zone; the description gets the lines that are left. */
function introBlock(look: Look, input: SceneInput, when: Window): Scene['timed'] {
  const { title, description, intro } = LAYOUT;
  const zoneTop = look.introTop ?? intro.top;
  const fittedTitle = fitText(input.title, title);
  const titleH = blockHeight(fittedTitle, title.lineHeight);
  const text = input.description?.trim();
  const fittedDescription = text ? fitDescription(text, intro.bottom - zoneTop - titleH - intro.gap) : undefined;
  const descriptionH = fittedDescription ? intro.gap + blockHeight(fittedDescription, description.lineHeight) : 0;
  const top = Math.round(zoneTop + Math.max(0, intro.bottom - zoneTop - titleH - descriptionH) / 2);
  const outline = input.overClip;
  const texts = lines(fittedTitle, top, title.lineHeight, { weight: 'bold', color: look.title, when, fade: 0.6, outline });
  if (fittedDescription) {
    const later = { from: when.from + 0.4, to: when.to };
    texts.push(
      ...lines(fittedDescription, top + titleH + intro.gap, description.lineHeight, {
        weight: 'regular',
        color: look.description,
        when: later,
        fade: 0.6,
        outline,
      }),
    );
  }
  const boxes = outline ? [panelAround(texts, top, titleH + descriptionH, { x: 44, y: 44 }, OVER_CLIP.panel, 28, when)] : [];
  return { boxes, texts };
}

/** The largest size at which the description fits the height left; at the smallest, cut short with "…". */
function fitDescription(text: string, room: number): FittedText | undefined {
  const d = LAYOUT.description;
  const linesAt = (size: number) => Math.min(d.maxLines, Math.floor(room / (size * d.lineHeight)));
  const size = d.sizes.find((s) => wrapText(text, s, d.maxWidth, 'regular').length <= linesAt(s)) ?? d.sizes.at(-1)!;
  return linesAt(size) > 0 ? fitText(text, { sizes: [size], maxWidth: d.maxWidth, maxLines: linesAt(size) }, 'regular') : undefined;
}

type Fill = { color: string; alpha: number };

/** A rounded panel behind a block of lines, as wide as its widest line plus the padding. */
function panelAround(
  texts: TextItem[],
  top: number,
  height: number,
  pad: { x: number; y: number },
  fill: Fill,
  radius: number,
  when: Window,
  width?: number,
  frameWidth: number = FRAME.width,
): BoxItem {
  const widest = Math.max(...texts.map((t) => textWidth(t.text, t.size, t.weight)));
  const w = width ?? Math.min(frameWidth - 40, Math.round(widest + 2 * pad.x));
  return { x: Math.round((frameWidth - w) / 2), y: top - pad.y, w, h: Math.round(height + 2 * pad.y), ...fill, radius, when };
}

/** Cues in order, each lasting until its end, else the next cue's start, else the end of the video. */
export function captionWindows(cues: CaptionCue[], durationSec: number): Array<Window & { text: string }> {
  const sorted = cues.filter((c) => c.text.trim() && Number.isFinite(c.start)).sort((a, b) => a.start - b.start);
  return sorted
    .map((cue, i) => ({
      text: cue.text.trim(),
      from: Math.max(0, cue.start),
      to: Math.min(durationSec, cue.end ?? sorted[i + 1]?.start ?? durationSec),
    }))
    .filter((w) => w.to > w.from);
}

/** A block of centred lines in a rounded panel: where it sits on the frame, its sizes and padding. */
export interface BlockLayout {
  sizes: readonly number[];
  lineHeight: number;
  maxWidth: number;
  maxLines: number;
  centerY: number;
  padX: number;
  padY: number;
  radius: number;
  /** One width for every panel of this kind (captions), rather than each as wide as its text. */
  panelWidth?: number;
}

/** Lines centred on `spec.centerY` inside a rounded panel: a caption (panels of one width), or the call to action. */
export function boxedBlock(
  text: string,
  spec: BlockLayout,
  colors: { text: string; box: string; alpha: number },
  when: Window,
  fade?: number,
  frameWidth: number = FRAME.width,
): Scene['timed'] {
  const fitted = fitText(text, spec);
  const height = blockHeight(fitted, spec.lineHeight);
  const top = Math.round(spec.centerY - height / 2);
  const texts = lines(fitted, top, spec.lineHeight, { weight: 'bold', color: colors.text, when, ...(fade ? { fade } : {}) });
  const fill = { color: colors.box, alpha: colors.alpha };
  return {
    boxes: [panelAround(texts, top, height, { x: spec.padX, y: spec.padY }, fill, spec.radius, when, spec.panelWidth, frameWidth)],
    texts,
  };
}
