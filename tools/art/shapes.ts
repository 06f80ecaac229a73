/** Small geometry helpers shared by the hand-written SVG templates. */

/** Brand palette. */
export const C = {
  wine: '#9f1239',
  plum: '#2b0f2e',
  mid: '#6b1d4a',
  coral: '#e8577a',
  gold: '#d4a24c',
  cream: '#fff8f3',
  ink: '#2a1520',
} as const;

/** A unit heart (width 2, height ~1.92, centred on the origin) as absolute cubic segments. */
const HEART: readonly (readonly number[])[] = [
  [0, 0.92],
  [-0.12, 0.8, -1, 0.3, -1, -0.32],
  [-1, -0.74, -0.7, -1, -0.42, -1],
  [-0.2, -1, -0.06, -0.86, 0, -0.7],
  [0.06, -0.86, 0.2, -1, 0.42, -1],
  [0.7, -1, 1, -0.74, 1, -0.32],
  [1, 0.3, 0.12, 0.8, 0, 0.92],
];

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * Heart path in absolute coordinates: centred at (cx, cy), half-width `size`,
 * rotated by `deg` degrees (SVG sense: positive is clockwise).
 */
export function heartPath(cx: number, cy: number, size: number, deg = 0): string {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const pt = (x: number, y: number): string => `${r1(cx + size * (x * cos - y * sin))} ${r1(cy + size * (x * sin + y * cos))}`;
  const [start, ...curves] = HEART;
  let d = `M${pt(start![0]!, start![1]!)}`;
  for (const c of curves) d += `C${pt(c[0]!, c[1]!)} ${pt(c[2]!, c[3]!)} ${pt(c[4]!, c[5]!)}`;
  return `${d}Z`;
}

/** Deterministic pseudo-random numbers (mulberry32) so outputs are reproducible. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to `digits` decimals and strips trailing zeros, for compact SVG. */
export function n(v: number, digits = 1): string {
  const f = 10 ** digits;
  return String(Math.round(v * f) / f);
}

/** Minifies hand-written SVG: collapses whitespace between tags and lines. */
export function tidySvg(svg: string): string {
  return (
    svg
      .replace(/\s*\n\s*/g, ' ')
      .replace(/>\s+</g, '><')
      .replace(/\s+(\/?>)/g, '$1')
      .trim() + '\n'
  );
}
