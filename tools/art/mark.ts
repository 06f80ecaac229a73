/**
 * The Serenade mark: an eighth note whose head is a heart, in gold→cream on a
 * plum→wine gradient. All variants share one geometry drawn in a 512 box.
 */
import { C, heartPath, tidySvg } from './shapes';

/** Centre of the mark's own geometry (used to re-centre/scale it). */
const MARK_CX = 232;
const MARK_CY = 265;

/** The note: heart head, stem and flag, in native (un-centred) coordinates. */
function noteShapes(stemWidth = 36): string {
  const stemRight = 280;
  const stemLeft = stemRight - stemWidth;
  return `
<path d="M${stemLeft} 300V96h${stemWidth}v204z"/>
<path d="M280 96C282 140 326 160 348 196C368 228 366 262 352 292C356 252 340 224 312 208C300 201 290 198 280 196Z"/>
<path d="${heartPath(200, 350, 96, -20)}"/>`;
}

function placed(scale: number, body: string, attrs = ''): string {
  return `<g transform="translate(256 256) scale(${scale}) translate(${-MARK_CX} ${-MARK_CY})"${attrs}>${body}</g>`;
}

const GOLD_GRADIENT = `
<linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="310" y1="96" x2="190" y2="440">
  <stop offset="0" stop-color="#e2b463"/>
  <stop offset=".5" stop-color="#f8dfb0"/>
  <stop offset="1" stop-color="${C.cream}"/>
</linearGradient>`;

const BG_GRADIENTS = `
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.plum}"/>
  <stop offset=".55" stop-color="${C.mid}"/>
  <stop offset="1" stop-color="${C.wine}"/>
</linearGradient>
<radialGradient id="glow" cx=".44" cy=".62" r=".52">
  <stop offset="0" stop-color="${C.coral}" stop-opacity=".5"/>
  <stop offset="1" stop-color="${C.coral}" stop-opacity="0"/>
</radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
  <feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${C.plum}" flood-opacity=".45"/>
</filter>`;

/** Background + mark, either as a rounded tile or full-bleed. */
function tile(opts: { radius: number; markScale: number; shadow: boolean }): string {
  const { radius, markScale, shadow } = opts;
  const shape = (fill: string): string => `<rect width="512" height="512" rx="${radius}" fill="${fill}"/>`;
  return tidySvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs>${BG_GRADIENTS}${GOLD_GRADIENT}</defs>
${shape('url(#bg)')}
${shape('url(#glow)')}
${radius > 0 ? `<rect x="3" y="3" width="506" height="506" rx="${radius - 3}" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="2"/>` : ''}
${placed(markScale, noteShapes(), ` fill="url(#gold)"${shadow ? ' filter="url(#shadow)"' : ''}`)}
</svg>`);
}

/** Primary app icon (rounded tile, transparent corners). */
export const iconSvg = (): string => tile({ radius: 112, markScale: 1, shadow: true });

/** Maskable icon: full-bleed, mark well inside the central 80 % safe circle. */
export const maskableSvg = (): string => tile({ radius: 0, markScale: 0.78, shadow: true });

/** Apple touch icon: opaque full-bleed square; iOS applies its own rounding. */
export const appleSvg = (): string => tile({ radius: 0, markScale: 0.9, shadow: true });

/**
 * Favicon: simplified flat mark (no glow/shadow, bolder stem) on a rounded
 * tile, so it stays legible on both light and dark browser tabs.
 */
export function faviconSvg(): string {
  return tidySvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<defs>
<linearGradient id="b" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.plum}"/>
  <stop offset="1" stop-color="${C.wine}"/>
</linearGradient>
<linearGradient id="d" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.mid}"/>
  <stop offset="1" stop-color="#c0264f"/>
</linearGradient>
</defs>
<style>.t{fill:url(#b)}@media (prefers-color-scheme:dark){.t{fill:url(#d)}}</style>
<rect class="t" width="512" height="512" rx="120"/>
${placed(1.12, noteShapes(44), ` fill="#f8dfb0"`)}
</svg>`);
}
