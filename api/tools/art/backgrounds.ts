// Six themed backgrounds for sample-song cards (white text sits on them): sunset sea, starry night,
// candlelight, petals, dawn mountains, city lights. Flat gradients and shapes, no text, a few KB each.

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 220" preserveAspectRatio="xMidYMid slice"><defs>${defs}` +
  `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e0a20" stop-opacity="0.15"/><stop offset="1" stop-color="#1e0a20" stop-opacity="0.7"/></linearGradient></defs>` +
  `${body}<rect width="360" height="220" fill="url(#shade)"/></svg>`;

/** Deterministic pseudo-random numbers, so the generated files never change between runs. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function dots(seed: number, count: number, draw: (x: number, y: number, r: number, a: number) => string) {
  const rand = rng(seed);
  return Array.from({ length: count }, () => draw(round(rand() * 360), round(rand() * 220), round(rand()), round(rand()))).join('');
}

export const BACKGROUNDS: string[] = [
  // 1. Sunset over the sea
  frame(
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a1640"/><stop offset="0.55" stop-color="#c2415d"/><stop offset="1" stop-color="#f0a35e"/></linearGradient>' +
      '<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b1d4a"/><stop offset="1" stop-color="#2b0f2e"/></linearGradient>',
    '<rect width="360" height="220" fill="url(#sky)"/><circle cx="250" cy="128" r="34" fill="#ffd9a0" opacity="0.9"/>' +
      '<rect y="128" width="360" height="92" fill="url(#sea)"/>' +
      [136, 146, 158, 172].map((y, i) => `<rect x="${200 - i * 14}" y="${y}" width="${100 + i * 28}" height="2" rx="1" fill="#ffd9a0" opacity="${0.55 - i * 0.1}"/>`).join(''),
  ),
  // 2. Starry night with a crescent moon
  frame(
    '<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#160a2e"/><stop offset="1" stop-color="#4a1640"/></linearGradient>',
    '<rect width="360" height="220" fill="url(#night)"/>' +
      dots(7, 60, (x, y, r, a) => `<circle cx="${x}" cy="${round(y * 0.8)}" r="${round(0.4 + r * 1.2)}" fill="#fff" opacity="${round(0.35 + a * 0.6)}"/>`) +
      '<circle cx="290" cy="52" r="22" fill="#f7e7c6"/><circle cx="300" cy="45" r="20" fill="#1f0d33"/>' +
      '<path d="M0 190 Q90 160 180 185 T360 175 V220 H0z" fill="#1e0a20"/>',
  ),
  // 3. Candlelight bokeh
  frame(
    '<radialGradient id="warm" cx="0.3" cy="0.4" r="0.9"><stop offset="0" stop-color="#8a3b2a"/><stop offset="1" stop-color="#2b0f2e"/></radialGradient>' +
      '<radialGradient id="glow"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffcf7a" stop-opacity="0"/></radialGradient>',
    '<rect width="360" height="220" fill="url(#warm)"/>' +
      dots(21, 14, (x, y, r, a) => `<circle cx="${x}" cy="${y}" r="${round(10 + r * 26)}" fill="url(#glow)" opacity="${round(0.25 + a * 0.5)}"/>`) +
      '<rect x="74" y="120" width="16" height="70" rx="3" fill="#f3e2c7"/><path d="M82 98c6 8 6 16 0 20-6-4-6-12 0-20z" fill="#ffcf7a"/>' +
      '<rect x="104" y="135" width="14" height="55" rx="3" fill="#ead3b2"/><path d="M111 116c5 7 5 13 0 17-5-4-5-10 0-17z" fill="#ffcf7a"/>',
  ),
  // 4. Rose petals
  frame(
    '<linearGradient id="rose" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9f1239"/><stop offset="1" stop-color="#4a1640"/></linearGradient>',
    '<rect width="360" height="220" fill="url(#rose)"/>' +
      dots(42, 18, (x, y, r, a) => {
        const size = round(8 + r * 14);
        return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${round(size * 0.6)}" transform="rotate(${Math.round(a * 180)} ${x} ${y})" fill="${a > 0.5 ? '#e8577a' : '#f3a0b4'}" opacity="${round(0.35 + r * 0.4)}"/>`;
      }),
  ),
  // 5. Mountains at dawn
  frame(
    '<linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b1d4f"/><stop offset="0.6" stop-color="#d4708a"/><stop offset="1" stop-color="#f6c48f"/></linearGradient>',
    '<rect width="360" height="220" fill="url(#dawn)"/><circle cx="110" cy="120" r="26" fill="#ffe2b0" opacity="0.85"/>' +
      '<path d="M0 150 L70 95 L120 130 L190 70 L260 125 L310 100 L360 135 V220 H0z" fill="#6b1d4a" opacity="0.85"/>' +
      '<path d="M0 180 L60 140 L130 170 L200 125 L280 165 L360 140 V220 H0z" fill="#2b0f2e"/>',
  ),
  // 6. City lights at night
  frame(
    '<linearGradient id="city" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e0a20"/><stop offset="1" stop-color="#4a1640"/></linearGradient>' +
      '<radialGradient id="light"><stop offset="0" stop-color="#ffd28a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffd28a" stop-opacity="0"/></radialGradient>' +
      '<radialGradient id="pink"><stop offset="0" stop-color="#ff8fb1" stop-opacity="0.7"/><stop offset="1" stop-color="#ff8fb1" stop-opacity="0"/></radialGradient>',
    '<rect width="360" height="220" fill="url(#city)"/>' +
      dots(99, 22, (x, y, r, a) => `<circle cx="${x}" cy="${round(40 + y * 0.7)}" r="${round(6 + r * 18)}" fill="url(#${a > 0.55 ? 'pink' : 'light'})"/>`) +
      '<path d="M0 220 V170 H30 V150 H55 V175 H80 V140 H110 V165 H140 V130 H170 V160 H200 V145 H235 V170 H260 V150 H295 V175 H320 V155 H360 V220z" fill="#12061a"/>',
  ),
];
