// The Serenade mark as SVG (a cream heart with a gold eighth note on the plum-to-wine gradient), in the
// shapes the app needs: rounded icon, full-bleed maskable icon, favicon. Same drawing as app/components/Logo.tsx.

const HEART = 'M32 49s-15-9.2-15-20.5A8.5 8.5 0 0 1 32 23a8.5 8.5 0 0 1 15 5.5C47 39.8 32 49 32 49z';
const NOTE = 'M35 20v15.5a4.2 4.2 0 1 1-2.6-3.9V16l9 2.6v4.2z';

const gradient = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b0f2e"/><stop offset="1" stop-color="#9f1239"/></linearGradient>`;

/** The mark drawn in a 64×64 box, scaled by `scale` around the centre. */
function glyph(scale = 1): string {
  const t = 32 - 32 * scale;
  return `<g transform="translate(${t} ${t}) scale(${scale})"><path d="${HEART}" fill="#fff8f3"/><path d="${NOTE}" fill="#d4a24c"/></g>`;
}

/** Rounded square with the mark (transparent corners): icon-192, icon-512, favicon. */
export function roundedIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${gradient('g')}</defs><rect width="64" height="64" rx="14" fill="url(#g)"/>${glyph(1.12)}</svg>`;
}

/** Full-bleed square, mark inside the central 80 % safe zone: maskable icon and Apple touch icon. */
export function fullBleedIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${gradient('g')}</defs><rect width="64" height="64" fill="url(#g)"/>${glyph(0.95)}</svg>`;
}
