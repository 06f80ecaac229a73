// The ffmpeg command of a promo video: its inputs and one filter graph. A still background is composed once and
// repeated (the loop filter), so each frame costs only the timed texts and the encoder; a clip is drawn on per frame.
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../projectRoot';
import { fileInput } from './ffmpeg';
import { FRAME, LAYOUT, type Look, type Weight } from './looks';
import type { BoxItem, Scene, TextItem, Window } from './scene';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONTS: Record<Weight, string> = {
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
};
export const MARK_FILE = path.join(PROJECT_ROOT, 'public', 'icons', 'icon-512.png');

/** A file ffmpeg reads, as the container its bytes were judged to be (`format`: ffmpeg's demuxer name). */
export interface MediaFile {
  file: string;
  format: string;
}

export interface GraphMedia {
  durationSec: number;
  clip?: MediaFile & { aspect: number; hasAudio: boolean };
  music?: MediaFile;
  /** `durationSec`: how long the voice speaks (the music is quieter meanwhile). */
  voice?: MediaFile & { durationSec: number };
}

export interface FfmpegCommand {
  /** Input arguments, in input order. */
  inputs: string[];
  graph: string;
  /** Text files the graph's drawtext filters read (written by the caller before ffmpeg starts). */
  texts: Array<{ file: string; text: string }>;
}

const SAMPLE_RATE = 44100;
/** A clip this close to 9:16 fills the frame by cropping; any other is fitted over a blurred copy of itself. */
const NEAR_PORTRAIT = 0.12;
const MUSIC_UNDER_VOICE = 0.25;

/** Escapes a value for a filter option and then for the graph (ffmpeg's two levels of quoting). */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

export const num = (n: number) => String(Math.round(n * 1000) / 1000);
const color = (hex: string, alpha = 1) => `0x${hex}${alpha < 1 ? `@${num(alpha)}` : ''}`;
const enable = (w: Window) => `enable='gte(t,${num(w.from)})*lt(t,${num(w.to)})'`;

export function buildCommand(scene: Scene, media: GraphMedia, workDir: string): FfmpegCommand {
  const inputs = ['-i', MARK_FILE];
  let count = 1;
  const index = (args: string[]) => {
    inputs.push(...args);
    return count++;
  };
  const clip = media.clip ? index(['-stream_loop', '-1', ...fileInput(media.clip.file, media.clip.format)]) : undefined;
  const music = media.music ? index(['-stream_loop', '-1', ...fileInput(media.music.file, media.music.format)]) : undefined;
  const voice = media.voice ? index(fileInput(media.voice.file, media.voice.format)) : undefined;
  const clipAudio = clip !== undefined && media.clip?.hasAudio && music === undefined && voice === undefined ? clip : undefined;
  const silence =
    music === undefined && voice === undefined && clipAudio === undefined
      ? index(['-f', 'lavfi', '-i', `anullsrc=r=${SAMPLE_RATE}:cl=stereo`])
      : undefined;

  const texts: FfmpegCommand['texts'] = [];
  const textFile = (text: string) => {
    const file = path.join(workDir, `text-${texts.length}.txt`);
    texts.push({ file, text });
    return file;
  };
  const drawTexts = (items: TextItem[]) => items.map((t) => drawText(t, textFile(t.text)));
  const { size, y } = LAYOUT.mark;
  // Shapes under the mark, words over it; a still background is then repeated, a clip drawn on frame by frame.
  const under = drawBoxesOnce(scene.still.boxes).join(',') || 'null';
  const over = drawTexts(scene.still.texts).join(',') || 'null';
  const ground = clip !== undefined ? `${clipCover(clip, media.clip!.aspect)};[clip]` : `${gradient(scene.look)},`;
  const repeat = clip !== undefined ? '' : `,loop=loop=-1:size=1:start=0,setpts=N/(${FRAME.fps}*TB)`;
  const timed = [...drawBoxesOnce(scene.timed.boxes), ...drawTexts(scene.timed.texts)].join(',') || 'null';
  const video = [
    `[0:v]scale=${size}:${size},format=rgba[mark]`,
    `${ground}${under}[ground]`,
    `[ground][mark]overlay=x=${(FRAME.width - size) / 2}:y=${y},${over}${repeat},${timed},format=yuv420p[v]`,
  ].join(';\n');
  const audio = audioGraph(media, { music, voice, clipAudio, silence });
  return { inputs, graph: `${video};\n${audio}`, texts };
}

/** A vertical gradient under soft glows, computed on a quarter-size frame and scaled up (smooth, and cheap). */
function gradient(look: Look): string {
  const { top, bottom, glows } = look.background;
  const [w, h] = [FRAME.width / 4, FRAME.height / 4];
  const rgb = (hex: string, i: number) => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const channel = (i: number) =>
    glows.reduce(
      (under, g) => {
        const k = `${num(g.strength)}*exp(-(pow(X-${num(w * g.x)},2)+pow(Y-${num(h * g.y)},2))/${num(2 * (w * g.radius) ** 2)})`;
        return `(${under})*(1-${k})+${rgb(g.color, i)}*${k}`;
      },
      `${rgb(top, i)}+(${rgb(bottom, i) - rgb(top, i)})*Y/H`,
    );
  return `color=c=black:s=${w}x${h}:r=${FRAME.fps},trim=end_frame=1,format=rgb24,geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}',scale=${FRAME.width}:${FRAME.height}:flags=bicubic,setsar=1,format=yuv420p`;
}

/**
 * The clip at the video's frame rate, filling the frame. A clip much wider than 9:16 is shown whole, between strips
 * of a blurred, enlarged copy of itself; stacking them costs far less than overlaying a full-frame backdrop.
 */
function clipCover(input: number, aspect: number): string {
  const { width: W, height: H, fps } = FRAME;
  const start = `[${input}:v]fps=${fps},format=yuv420p,setsar=1`;
  // Centre-crop to 9:16 (the clip is displayed upright: ffmpeg applies a phone's rotation before the graph).
  const cover = (w: number, h: number, flags: string) =>
    `scale=w='if(gt(iw/ih,${num(W / H)}),-2,${w})':h='if(gt(iw/ih,${num(W / H)}),${h},-2)':flags=${flags},crop=${w}:${h}`;
  if (aspect < (W / H) * (1 + NEAR_PORTRAIT)) return `${start},${cover(W, H, 'bicubic')},setsar=1[clip]`;
  const fitH = Math.min(H, Math.round(W / aspect / 4) * 4);
  const strip = (H - fitH) / 2;
  const [small, smallStrip] = [5, Math.max(1, Math.round(strip / 5))];
  const blurred = `${cover(W / small, H / small, 'fast_bilinear')},boxblur=8:2,split[b1][b2]`;
  const up = `scale=${W}:${strip}:flags=fast_bilinear`;
  return [
    `${start},split[c1][c2]`,
    `[c1]${blurred}`,
    `[b1]crop=${W / small}:${smallStrip}:0:0,${up}[top]`,
    `[b2]crop=${W / small}:${smallStrip}:0:${H / small - smallStrip},${up}[bottom]`,
    `[c2]scale=${W}:${fitH}:flags=bilinear[fit]`,
    `[top][fit][bottom]vstack=inputs=3,setsar=1[clip]`,
  ].join(';');
}

export function drawText(item: TextItem, file: string): string {
  const options = [
    `fontfile=${filterValue(FONTS[item.weight])}`,
    `textfile=${filterValue(file)}`,
    'expansion=none',
    `fontsize=${item.size}`,
    `fontcolor=${color(item.color)}`,
    `x=${item.x ?? "'(w-text_w)/2'"}`,
  ];
  const { when, fade } = item;
  // `ascent` is the tallest letter of this text, so every line stands on its baseline whatever its letters.
  const rise = when && fade ? `+24*max(0,1-(t-${num(when.from)})/${num(fade)})` : '';
  options.push(`y='${item.baseline}-ascent${rise}'`);
  if (item.outline) options.push('borderw=3', `bordercolor=${color('000000', 0.45)}`);
  if (when && fade) options.push(`alpha='max(0,min(1,min((t-${num(when.from)})/${num(fade)},(${num(when.to)}-t)/${num(fade)})))'`);
  else if (item.alpha !== undefined) options.push(`alpha=${num(item.alpha)}`);
  if (when) options.push(enable(when));
  return `drawtext=${options.join(':')}`;
}

/** Rows of a quarter circle of radius r, top down, as [offset, height, inset], equal insets merged. */
function cornerRows(r: number): Array<[number, number, number]> {
  const rows: Array<[number, number, number]> = [];
  for (let d = 0; d < r; d++) {
    const inset = Math.round(r - Math.sqrt(r * r - (r - d - 0.5) ** 2));
    const last = rows.at(-1);
    if (last && last[2] === inset) last[1]++;
    else rows.push([d, 1, inset]);
  }
  return rows;
}

/** Rounded corners as strips stepped along a circle (no overlaps, so the alpha stays even); one box per window. */
function drawBoxes(box: BoxItem, windows: Window[] = box.when ? [box.when] : []): string[] {
  const r = Math.min(box.radius ?? 0, Math.floor(box.h / 2), Math.floor(box.w / 2));
  const top = cornerRows(r);
  const strips = [...top, [r, box.h - 2 * r, 0] as const, ...top.map(([dy, h, inset]) => [box.h - dy - h, h, inset] as const).reverse()];
  const when = windows.length ? `:enable='${windows.map((w) => `gte(t,${num(w.from)})*lt(t,${num(w.to)})`).join('+')}'` : '';
  return strips
    .filter(([, h]) => h > 0)
    .map(
      ([dy, h, inset]) =>
        `drawbox=x=${box.x + inset}:y=${box.y + dy}:w=${box.w - 2 * inset}:h=${h}:color=${color(box.color, box.alpha)}:t=fill${when}`,
    );
}

/** Boxes alike in all but their time are drawn once, shown in each of their windows (the captions' panels). */
export function drawBoxesOnce(boxes: BoxItem[]): string[] {
  const alike = new Map<string, { box: BoxItem; windows: Window[] }>();
  for (const box of boxes) {
    const key = JSON.stringify({ ...box, when: undefined });
    const entry = alike.get(key) ?? alike.set(key, { box, windows: [] }).get(key)!;
    if (box.when) entry.windows.push(box.when);
  }
  return [...alike.values()].flatMap(({ box, windows }) => drawBoxes(box, windows));
}

/** Music faded in and out and quieter under the voice; else the clip's own sound; else silence. */
function audioGraph(media: GraphMedia, from: { music?: number; voice?: number; clipAudio?: number; silence?: number }): string {
  const D = media.durationSec;
  const normal = `aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=stereo`;
  const fades = `afade=t=in:st=0:d=${num(Math.min(1.5, D / 4))},afade=t=out:st=${num(Math.max(0, D - Math.min(2, D / 4)))}:d=${num(Math.min(2, D / 4))}`;
  if (from.silence !== undefined) return `[${from.silence}:a]${normal}[a]`;
  if (from.clipAudio !== undefined) return `[${from.clipAudio}:a]${normal},${fades}[a]`;
  const voice = from.voice !== undefined ? `[${from.voice}:a]${normal},apad` : undefined;
  if (from.music === undefined) return `${voice}[a]`;
  const duck = from.voice !== undefined ? `,${duckUnderVoice(media.voice?.durationSec ?? D)}` : '';
  const music = `[${from.music}:a]${normal}${duck},${fades}`;
  if (!voice) return `${music}[a]`;
  // Both inputs last for ever (loop, pad), so amix halves each throughout: doubling afterwards restores the levels.
  return `${music}[music];${voice}[voice];[music][voice]amix=inputs=2:duration=first:dropout_transition=0,volume=2,alimiter=limit=0.95,${normal}[a]`;
}

/** The music at a quarter while the voice speaks, gliding down just before and back up just after. */
function duckUnderVoice(voiceSec: number): string {
  const k = `max(0,min(1,min((t+0.3)/0.3,(${num(voiceSec + 0.5)}-t)/0.5)))`;
  return `volume=volume='1-${num(1 - MUSIC_UNDER_VOICE)}*${k}':eval=frame`;
}
