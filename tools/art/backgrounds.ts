/**
 * Six decorative backdrops for the sample-song cards (~360×220 CSS px with
 * white text on top). Flat/gradient illustrations, no text, no external
 * references; each ends with a darkening "shade" so the lower half keeps
 * ≥ 4.5:1 contrast against white text (checked by `checkContrast`).
 */
import { C, heartPath, n, rng } from './shapes';
import { bokeh, glow, H, haze, scatter, svg, vgrad, W } from './backgroundKit';

/** (1) Sunset over the sea. */
function sunset(): string {
  const horizon = 212;
  const defs = [
    vgrad('sky', [
      [0, '#3a1240'],
      [0.2, '#761e4e'],
      [0.35, '#c2334f'],
      [0.43, C.coral],
      [0.482, '#f6a96b'],
    ]),
    vgrad('sea', [
      [0.482, '#6e2150'],
      [0.6, '#431438'],
      [1, '#1a081e'],
    ]),
    vgrad('sun', [
      [0, '#fffaf0'],
      [1, '#ffcf85'],
    ]),
    glow('halo', '#ffc47a', 0.7),
  ].join('');
  const reflections = [
    [0, 170, 0.42],
    [12, 132, 0.32],
    [26, 100, 0.25],
    [44, 72, 0.18],
    [68, 50, 0.13],
    [98, 32, 0.09],
  ]
    .map(
      ([dy, w, a]) =>
        `<rect x="${n(360 - w! / 2)}" y="${horizon + 7 + dy!}" width="${w}" height="4" rx="2" fill="#ffd29a" opacity="${a}"/>`,
    )
    .join('');
  // Stylised clouds: a long pill with a shorter one resting on it.
  const clouds = [
    [50, 84, 230, 10, '#f6a0a8', 0.26],
    [430, 108, 240, 8, '#f6a0a8', 0.22],
    [190, 152, 200, 11, '#ffc9a0', 0.3],
    [500, 178, 160, 7, '#ffd9b0', 0.34],
    [20, 190, 140, 6, '#ffd9b0', 0.3],
  ]
    .map(([x, y, w, h, c, a]) => {
      const [cx, cy, cw, ch] = [Number(x), Number(y), Number(w), Number(h)];
      return `<g fill="${c}" opacity="${a}"><rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="${ch / 2}"/><rect x="${n(cx + cw * 0.18)}" y="${n(cy - ch * 0.8)}" width="${n(cw * 0.45)}" height="${ch}" rx="${ch / 2}"/></g>`;
    })
    .join('');
  let waves = '';
  for (let i = 0; i < 9; i++) {
    const y = horizon + 16 + i * i * 2.6;
    const x = (i * 197) % 520;
    waves += `M${x} ${n(y)}h${110 + ((i * 53) % 90)}M${(x + 330) % 640} ${n(y + 5)}h${70 + ((i * 37) % 60)}`;
  }
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<ellipse cx="360" cy="${horizon}" rx="380" ry="210" fill="url(#halo)"/>
<path d="M280 ${horizon}a80 80 0 0 1 160 0z" fill="url(#sun)"/>
${clouds}
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
<path d="${waves}" stroke="#f6a0a8" stroke-width="1.5" stroke-linecap="round" opacity=".16"/>
<rect y="${horizon}" width="${W}" height="2" fill="#ffd29a" opacity=".6"/>
${reflections}`,
    0.5,
  );
}

/** (2) Starry night sky with a crescent moon. */
function starryNight(): string {
  const r = rng(7);
  let stars = '';
  for (let i = 0; i < 70; i++) {
    const x = r() * W;
    const y = r() * r() * 330;
    const size = 0.6 + r() * r() * 1.8;
    stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" opacity="${n(0.35 + r() * 0.65, 2)}"/>`;
  }
  const sparkle = (x: number, y: number, s: number): string =>
    `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z"/>`;
  const defs = [
    vgrad('sky', [
      [0, '#12071f'],
      [0.55, C.plum],
      [0.85, C.mid],
      [1, '#8a2148'],
    ]),
    glow('moonGlow', '#ffe7c4', 0.35),
    glow('band', C.coral, 0.16),
    `<mask id="crescent"><circle cx="560" cy="112" r="44" fill="#fff"/><circle cx="580" cy="98" r="40" fill="#000"/></mask>`,
  ].join('');
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<ellipse cx="300" cy="170" rx="420" ry="70" transform="rotate(-18 300 170)" fill="url(#band)"/>
<g fill="#fff">${stars}</g>
<g fill="#f6d9a4">${sparkle(140, 70, 9)}${sparkle(420, 44, 7)}${sparkle(640, 230, 6)}${sparkle(250, 190, 5)}</g>
<circle cx="560" cy="112" r="120" fill="url(#moonGlow)"/>
<circle cx="560" cy="112" r="44" fill="#fff3e0" mask="url(#crescent)"/>
<path d="M0 330C120 290 200 300 300 322S520 280 720 304V440H0z" fill="#3a1236"/>
<path d="M0 372C140 340 260 352 380 368S600 336 720 352V440H0z" fill="#200b22"/>`,
  );
}

/** (3) Candlelight bokeh. */
function candlelight(): string {
  const r = rng(5);
  const candle = (x: number, top: number, w: number, h: number): string => `
<rect x="${x - w / 2}" y="${top}" width="${w}" height="${H - top + 10}" rx="8" fill="url(#wax)"/>
<ellipse cx="${x}" cy="${top + 3}" rx="${w / 2 - 3}" ry="4" fill="#ffcf8f" opacity=".45"/>
<rect x="${x - 1}" y="${top - 8}" width="2" height="9" fill="#2a0c1c"/>
<g transform="translate(${x} ${top - 6}) scale(${h / 40})">
<circle cy="-16" r="60" fill="url(#flameGlow)"/>
<path d="M0-40C9-26 11-12 7-5C4 0-4 0-7-5C-11-12-9-26 0-40z" fill="url(#flame)"/>
<ellipse cy="-10" rx="3.2" ry="8" fill="#fff"/>
</g>`;
  const defs = [
    `<radialGradient id="bg" cx=".5" cy=".72" r=".8"><stop offset="0" stop-color="#74243c"/><stop offset=".5" stop-color="#3a1230"/><stop offset="1" stop-color="#170712"/></radialGradient>`,
    `<linearGradient id="wax" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a1630"/><stop offset=".4" stop-color="#a0525a"/><stop offset="1" stop-color="#2e0c22"/></linearGradient>`,
    vgrad('flame', [
      [0, '#ffd27a'],
      [0.5, '#ffe9b8'],
      [1, '#ff9a4a'],
    ]),
    glow('flameGlow', '#ffb35c', 0.7),
    bokeh('b1', '#ffb347'),
    bokeh('b2', '#ff7a4d'),
    bokeh('b3', '#ff4f7b'),
    haze('h1', '#ffb347'),
    haze('h2', '#ff6a5c'),
  ].join('');
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g style="mix-blend-mode:screen">
${scatter(r, ['h1', 'h2'], 7, { x0: 0, x1: W, y0: 20, y1: 220 }, [60, 110], [0.4, 0.8])}
${scatter(r, ['b1', 'b2', 'b3'], 9, { x0: 0, x1: W, y0: 20, y1: 200 }, [18, 38], [0.35, 0.7])}
${scatter(r, ['b1', 'b3', 'b2'], 14, { x0: 0, x1: W, y0: 10, y1: 220 }, [4, 10], [0.6, 1])}
</g>
${candle(250, 290, 52, 38)}${candle(366, 236, 64, 46)}${candle(484, 306, 48, 36)}`,
    0.42,
  );
}

/** (4) Rose petals / floral. */
function roses(): string {
  // One petal shape and one rose, defined once and reused with <use>.
  const petal = (x: number, y: number, s: number, deg: number, fill: string, opacity?: number): string =>
    `<use href="#p" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg, 0)}) scale(${n(s, 2)})" fill="${fill}"${
      opacity === undefined ? '' : ` opacity="${n(opacity, 2)}"`
    }/>`;
  const rings: [number, number, number, string][] = [
    // count, distance from centre, petal scale, colour (lighter towards the centre)
    [6, 21, 2.3, '#7e1433'],
    [5, 14, 1.9, '#b01d45'],
    [4, 7.6, 1.5, '#d33a5f'],
    [3, 2.4, 1.05, C.coral],
  ];
  let rose = '';
  rings.forEach(([count, dist, ps, fill], ring) => {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * 360 + ring * 23;
      const rad = (a * Math.PI) / 180;
      rose += petal(Math.sin(rad) * dist, -Math.cos(rad) * dist, ps, a, fill);
    }
  });
  rose += `<path d="M-3 0a3 3 0 1 1 5 2" fill="none" stroke="#f59ab0" stroke-width="1.2" stroke-linecap="round"/>`;
  const place = (id: string, x: number, y: number, s: number, deg: number): string =>
    `<use href="#${id}" transform="translate(${x} ${y}) rotate(${deg}) scale(${s})"/>`;
  const r = rng(11);
  const fills = [C.coral, '#f27d99', '#c92a52', '#f5a3b5'];
  let falling = '';
  for (let i = 0; i < 18; i++) {
    falling += petal(r() * W, r() * H * 0.9, 0.9 + r() * 1.1, r() * 360, fills[i % fills.length]!, 0.45 + r() * 0.45);
  }
  const defs = [
    `<path id="p" d="M0-10C7-8 10 0 6 7C3 11-3 11-6 7C-10 0-7-8 0-10z"/>`,
    `<g id="rose">${rose}</g>`,
    `<path id="leaf" d="M0 0C10-12 30-12 42 0C30 12 10 12 0 0z" fill="#3d1033"/>`,
    `<linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${C.wine}"/><stop offset=".5" stop-color="${C.mid}"/><stop offset="1" stop-color="${C.plum}"/></linearGradient>`,
    glow('warm', C.coral, 0.35),
  ].join('');
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="600" cy="70" r="260" fill="url(#warm)"/>
${place('leaf', 560, 150, 2.2, 130)}${place('leaf', 640, 40, 2, -20)}${place('leaf', 90, 80, 1.6, 20)}${place('leaf', 430, 30, 1.5, 200)}
${place('rose', 620, 90, 2.6, 10)}${place('rose', 470, 40, 1.5, -30)}${place('rose', 70, 40, 1.8, 40)}${place('rose', 700, 250, 1.4, 70)}
${falling}
<path d="${heartPath(300, 120, 9, -15)}" fill="#f5a3b5" opacity=".7"/>`,
  );
}

/** (5) Mountains at dawn. */
function mountains(): string {
  const defs = [
    vgrad('sky', [
      [0, C.plum],
      [0.28, C.mid],
      [0.46, '#c0405f'],
      [0.56, '#f0916a'],
      [0.64, '#f6c487'],
    ]),
    glow('sunGlow', '#ffe0a8', 0.85),
    vgrad('mist', [
      [0, '#ffd9c8', 0],
      [0.6, '#ffd9c8', 0.2],
      [1, '#ffd9c8', 0],
    ]),
  ].join('');
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="430" cy="214" r="210" fill="url(#sunGlow)"/>
<circle cx="430" cy="214" r="36" fill="#fff1cf"/>
<path d="M0 250L70 214L120 232L190 180L250 222L300 206L370 246L440 226L520 176L590 218L650 196L720 226V440H0z" fill="#b4466a"/>
<rect y="200" width="${W}" height="90" fill="url(#mist)"/>
<path d="M0 290L60 262L130 286L210 230L290 282L350 268L420 300L500 252L580 290L640 268L720 292V440H0z" fill="#7c2556"/>
<path d="M0 330L90 288L160 318L240 292L320 334L410 300L470 322L560 280L650 326L720 306V440H0z" fill="#4c1741"/>
<path d="M0 380L110 336L190 366L280 340L380 384L460 352L560 378L640 346L720 370V440H0z" fill="#260b26"/>`,
    0.45,
  );
}

/** (6) City lights at night, bokeh. */
function cityLights(): string {
  const r = rng(23);
  // Skyline silhouette with a few warm windows.
  let x = -6;
  let buildings = '';
  let windows = '';
  while (x < W) {
    const w = 30 + Math.floor(r() * 46);
    const top = 176 + Math.floor(r() * 90);
    buildings += `M${x} ${H}V${top}h${w}V${H}z`;
    for (let wy = top + 9; wy < 330; wy += 13) {
      for (let wx = x + 6; wx < x + w - 7; wx += 10) {
        if (r() < 0.12) windows += `M${wx} ${wy}h4v6h-4z`;
      }
    }
    x += w + 3;
  }
  const defs = [
    vgrad('sky', [
      [0, '#12071f'],
      [0.35, C.plum],
      [0.62, '#7a2050'],
      [0.8, '#3a1030'],
    ]),
    vgrad('towers', [
      [0.4, '#2a0e2c'],
      [0.8, '#140612'],
    ]),
    bokeh('b1', '#ffa63d'),
    bokeh('b2', '#ff4f7b'),
    bokeh('b3', '#a86bff'),
    bokeh('b4', '#ffd27a'),
    haze('h1', '#ff7a9a'),
    haze('h2', '#ffb347'),
    haze('h3', '#9a5cff'),
  ].join('');
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="${buildings}" fill="url(#towers)"/>
<path d="${windows}" fill="#ffcf80" opacity=".55"/>
<g style="mix-blend-mode:screen">
${scatter(r, ['h1', 'h2', 'h3'], 8, { x0: 0, x1: W, y0: 60, y1: 230 }, [50, 95], [0.35, 0.7])}
${scatter(r, ['b1', 'b2', 'b4', 'b3'], 12, { x0: 0, x1: W, y0: 40, y1: 230 }, [14, 34], [0.4, 0.75])}
${scatter(r, ['b4', 'b1', 'b2'], 12, { x0: 0, x1: W, y0: 120, y1: 250 }, [3, 8], [0.6, 1])}
</g>`,
  );
}

export const BACKGROUNDS: readonly { name: string; theme: string; svg: () => string }[] = [
  { name: 'bg-1', theme: 'sunset over the sea', svg: sunset },
  { name: 'bg-2', theme: 'starry night with a crescent moon', svg: starryNight },
  { name: 'bg-3', theme: 'candlelight bokeh', svg: candlelight },
  { name: 'bg-4', theme: 'rose petals', svg: roses },
  { name: 'bg-5', theme: 'mountains at dawn', svg: mountains },
  { name: 'bg-6', theme: 'city lights at night', svg: cityLights },
];
