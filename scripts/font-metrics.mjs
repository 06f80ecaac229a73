// @ts-check
// Measures the display face against a local fallback and prints the fallback's @font-face for app/styles/fonts.css:
// size-adjust makes the fallback's text as wide as the face's (the advance widths of a sample of English text), and
// the overrides give it the face's ascent, descent and line gap, so a heading keeps its lines and height whichever
// face paints it. Reads TrueType/OpenType and WOFF 1 (zlib) files; no dependency.
// Usage: node scripts/font-metrics.mjs <face.woff|ttf> <fallback.ttf> "<local name>[,<local name>…]"
import fs from 'node:fs';
import zlib from 'node:zlib';

/** @param {Buffer} file @returns {Map<string, Buffer>} the font's tables by tag */
function tables(file) {
  const found = new Map();
  const woff = file.toString('latin1', 0, 4) === 'wOFF';
  const count = file.readUInt16BE(woff ? 12 : 4);
  for (let i = 0; i < count; i++) {
    const at = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = file.toString('latin1', at, at + 4);
    const offset = file.readUInt32BE(at + (woff ? 4 : 8));
    const length = file.readUInt32BE(at + (woff ? 8 : 12));
    const original = woff ? file.readUInt32BE(at + 12) : length;
    const data = file.subarray(offset, offset + length);
    found.set(tag, woff && length < original ? zlib.inflateSync(data) : data);
  }
  return found;
}

/** @param {Map<string, Buffer>} t @returns {Map<number, number>} code point -> glyph id (cmap format 4, BMP) */
function characterMap(t) {
  const cmap = /** @type {Buffer} */ (t.get('cmap'));
  const map = new Map();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const range = cmap.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph = range === 0 ? c + delta : cmap.readUInt16BE(ranges + s * 2 + range + (c - start) * 2);
        if (glyph) map.set(c, (range === 0 ? glyph : glyph + delta) & 0xffff);
      }
    }
    return map;
  }
  throw new Error('The font has no cmap format 4');
}

const SAMPLE = 'Give them a song that could only be about the two of you. Frequently asked questions, Hear what a story sounds like';

/** @param {string} file */
function metrics(file) {
  const t = tables(fs.readFileSync(file));
  const head = /** @type {Buffer} */ (t.get('head'));
  const hhea = /** @type {Buffer} */ (t.get('hhea'));
  const hmtx = /** @type {Buffer} */ (t.get('hmtx'));
  const unitsPerEm = head.readUInt16BE(18);
  const longMetrics = hhea.readUInt16BE(34);
  const cmap = characterMap(t);
  const advance = (/** @type {number} */ glyph) => hmtx.readUInt16BE(4 * Math.min(glyph, longMetrics - 1));
  const width = [...SAMPLE].reduce((sum, ch) => sum + advance(cmap.get(ch.codePointAt(0) ?? 0) ?? 0), 0);
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    /** The sample's width in ems. */
    width: width / unitsPerEm,
  };
}

const [face, fallback, locals] = process.argv.slice(2);
if (!face || !fallback || !locals) {
  console.error('Usage: node scripts/font-metrics.mjs <face.woff|ttf> <fallback.ttf> "<local name>[,<local name>…]"');
  process.exit(2);
}
const f = metrics(face);
const b = metrics(fallback);
const sizeAdjust = f.width / b.width;
const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`;
console.log(`@font-face {
  font-family: 'Fraunces fallback';
  src: ${locals
    .split(',')
    .map((name) => `local('${name.trim()}')`)
    .join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(f.ascent / f.unitsPerEm / sizeAdjust)};
  descent-override: ${percent(-f.descent / f.unitsPerEm / sizeAdjust)};
  line-gap-override: ${percent(f.lineGap / f.unitsPerEm / sizeAdjust)};
}`);
