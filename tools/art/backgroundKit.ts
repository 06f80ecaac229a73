/** Building blocks of the card backgrounds: the frame with its shade, gradients, glows and bokeh. */
import { n, tidySvg } from './shapes';

export const W = 720;
export const H = 440;

export function svg(defs: string, body: string, shadeFrom = 0.3): string {
  return tidySvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs>${defs}${shadeDef(shadeFrom)}</defs>
${body}
<rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`);
}

/** Bottom darkening overlay shared by every background. */
export const shadeDef = (from: number): string => `
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
  <stop offset="${from}" stop-color="#1a0818" stop-opacity="0"/>
  <stop offset="1" stop-color="#1a0818" stop-opacity=".72"/>
</linearGradient>`;

export const vgrad = (id: string, stops: [number, string, number?][]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;

export const glow = (id: string, color: string, opacity: number): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** A bokeh disc: flat translucent body, faint bright rim, soft edge. */
export const bokeh = (id: string, color: string): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset=".84" stop-color="${color}" stop-opacity=".8"/><stop offset=".92" stop-color="${color}" stop-opacity=".86"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** A far out-of-focus light: no edge, just a soft falloff. */
export const haze = (id: string, color: string): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".7"/><stop offset=".45" stop-color="${color}" stop-opacity=".5"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** Scatters `count` bokeh discs using the given gradient ids. */
export function scatter(
  r: () => number,
  ids: string[],
  count: number,
  area: { x0: number; x1: number; y0: number; y1: number },
  radius: [number, number],
  opacity: [number, number],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = area.x0 + r() * (area.x1 - area.x0);
    const cy = area.y0 + r() * (area.y1 - area.y0);
    const rad = radius[0] + r() * (radius[1] - radius[0]);
    const op = opacity[0] + r() * (opacity[1] - opacity[0]);
    out += `<circle cx="${n(cx, 0)}" cy="${n(cy, 0)}" r="${n(rad, 0)}" fill="url(#${ids[i % ids.length]})" opacity="${n(op, 2)}"/>`;
  }
  return out;
}
