// The Lighthouse bench's figures: what one run gives, the median of the runs, the targets, and the report printed from them.
import type { Result } from 'lighthouse';
import type { FirstVisit } from './firstVisit';
import { kB, table, type Row } from './lib';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Bytes of the scripts one visit loaded: as transferred (headers included) and gzip -9 of their bodies. */
export interface ScriptBytes {
  wire: number;
  gzip: number;
  /** gzip -9 of the entry's scripts among them: the starter, the entry and its static imports. */
  entryGzip: number;
  /** encoding: the Content-Encoding the shop gives the file for Chromium's Accept-Encoding (br, gzip, identity). */
  /** entry: one of the entry's scripts. */
  files: { path: string; wire: number; gzip: number; encoding: string; entry: boolean }[];
}

export interface PageRuns {
  path: string;
  /** A floor page (floor.ts): measured for comparison, no target applies. */
  floor?: boolean;
  /** The runs that completed (no runtime error), with their run number (as in the report file names). */
  runs: { run: number; lhr: Result; scripts: ScriptBytes }[];
}

interface Figure {
  key: string;
  label: string;
  format: (value: number) => string;
  target?: { min?: number; max?: number; text: string; pages?: string[] };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const FIGURES: Figure[] = [
  { key: 'performance', label: 'perf', format: String, target: { min: 98, text: '>= 98' } },
  { key: 'accessibility', label: 'a11y', format: String, target: { min: 100, text: '100' } },
  { key: 'best-practices', label: 'best-pr', format: String, target: { min: 100, text: '100' } },
  { key: 'seo', label: 'SEO', format: String, target: { min: 100, text: '100' } },
  { key: 'first-contentful-paint', label: 'FCP', format: seconds, target: { max: 1200, text: '<= 1.2 s' } },
  { key: 'largest-contentful-paint', label: 'LCP', format: seconds, target: { max: 1800, text: '<= 1.8 s' } },
  { key: 'total-blocking-time', label: 'TBT', format: (ms) => `${Math.round(ms)} ms`, target: { max: 100, text: '<= 100 ms' } },
  { key: 'cumulative-layout-shift', label: 'CLS', format: (cls) => cls.toFixed(3), target: { max: 0.02, text: '<= 0.02' } },
  { key: 'speed-index', label: 'SI', format: seconds },
  {
    key: 'total-byte-weight',
    label: 'transfer',
    format: kB,
    target: { max: 500_000, text: '<= 500 kB', pages: ['/', '/sample-songs'] },
  },
  // The issue's target is the entry script's size; every script the run loaded (lazy sections near the screen, the
  // service worker's registration after idle) is shown beside it.
  { key: 'entry-gzip', label: 'entry JS', format: kB, target: { max: 100_000, text: '<= 100 kB', pages: ['/'] } },
  { key: 'js-gzip', label: 'JS gzip', format: kB },
];

/** Every figure of one run, by key: category scores (0–100), metrics (ms, CLS unitless), bytes. NaN when Lighthouse had none. */
export function figuresOf(lhr: Result, scripts: ScriptBytes): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const category of CATEGORIES) {
    const s = lhr.categories[category]?.score;
    figures[category] = s === null || s === undefined ? NaN : Math.round(s * 100);
  }
  for (const { key } of FIGURES) figures[key] ??= lhr.audits[key]?.numericValue ?? NaN;
  figures['js-gzip'] = scripts.gzip;
  figures['entry-gzip'] = scripts.entryGzip;
  figures['js-wire'] = scripts.wire;
  return figures;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const met = (figure: Figure, value: number) =>
  !Number.isNaN(value) &&
  (figure.target?.min === undefined || value >= figure.target.min) &&
  (figure.target?.max === undefined || value <= figure.target.max);
const targetFor = (figure: Figure, page: PageRuns) =>
  figure.target && !page.floor && (!figure.target.pages || figure.target.pages.includes(page.path)) ? figure.target : undefined;
const show = (figure: Figure, value: number) => (Number.isNaN(value) ? 'n/a' : figure.format(value));

/** One line per completed run, for the spread behind the medians. */
export function runLine(page: string, run: number, lhr: Result, scripts: ScriptBytes): string[] {
  const figures = figuresOf(lhr, scripts);
  return [page, String(run), ...FIGURES.map((f) => show(f, figures[f.key]!))];
}
export const runHeader = () => ['page', 'run', ...FIGURES.map((f) => f.label)];

/** Audits scoring under 0.9 in a category, the heaviest (then the worst) first. */
export function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score! - b.audit.score!)
    .map(
      ({ ref, audit }) =>
        `${audit.score!.toFixed(2)}  ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${ref.weight ? ` [weight ${ref.weight}]` : ''}`,
    );
}

/** Transferred bytes of a run by resource type, and its largest requests. */
function transferBreakdown(lhr: Result): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] })
    ?.items;
  if (!items) return [];
  const byType = new Map<string, number>();
  for (const item of items)
    byType.set(item.resourceType ?? 'Other', (byType.get(item.resourceType ?? 'Other') ?? 0) + (item.transferSize ?? 0));
  const largest = [...items].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)).slice(0, 4);
  return [
    `by type: ${[...byType]
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `${type} ${kB(bytes)}`)
      .join(', ')}`,
    `largest: ${largest.map((item) => `${new URL(item.url).pathname} ${kB(item.transferSize ?? 0)}`).join(', ')}`,
  ];
}

/** The run whose value of `key` is nearest the median (the lower one on a tie): the run a missed figure is explained from. */
function medianRun(page: PageRuns, key: string, value: number) {
  const distance = (r: PageRuns['runs'][number]) => Math.abs(figuresOf(r.lhr, r.scripts)[key]! - value) || 0;
  return [...page.runs].sort(
    (a, b) => distance(a) - distance(b) || figuresOf(a.lhr, a.scripts)[key]! - figuresOf(b.lhr, b.scripts)[key]!,
  )[0]!;
}

/** Prints the medians against their targets (with why a score or the transfer missed) and returns the summary rows. */
export function report(pages: PageRuns[], log: (line: string) => void): Row[] {
  const rows: Row[] = [];
  const medianTable = [['page', ...FIGURES.map((f) => f.label)]];
  const targetLine = [
    'target',
    ...FIGURES.map((f) => (f.target ? f.target.text + (f.target.pages ? ` (${f.target.pages.join(' ')})` : '') : '-')),
  ];
  medianTable.push(targetLine);
  const explain: string[] = [];

  for (const page of pages) {
    const all = page.runs.map((r) => figuresOf(r.lhr, r.scripts));
    const line = [page.path];
    for (const figure of FIGURES) {
      const value = median(all.map((f) => f[figure.key]!));
      const target = targetFor(figure, page);
      const ok = target ? met(figure, value) : undefined;
      line.push(show(figure, value) + (ok === false ? ' ✗' : ''));
      rows.push({ metric: `${page.path} ${figure.label}`, value: show(figure, value), target: target?.text, met: ok });
      if (ok !== false) continue;
      const from = medianRun(page, figure.key, value);
      if (CATEGORIES.includes(figure.key)) {
        explain.push(
          `${page.path} ${figure.key} ${show(figure, value)} (target ${target!.text}): failing audits (score < 0.9) of run ${from.run}:`,
        );
        explain.push(...failingAudits(from.lhr, figure.key).map((audit) => `  ${audit}`));
      } else if (figure.key === 'total-byte-weight') {
        explain.push(`${page.path} transfer ${show(figure, value)} (target ${target!.text}), run ${from.run}:`);
        explain.push(...transferBreakdown(from.lhr).map((text) => `  ${text}`));
      }
    }
    medianTable.push(line);
  }

  log('');
  const runs = pages.map((p) => p.runs.length);
  log(
    `Median of ${Math.min(...runs) === Math.max(...runs) ? runs[0] : `${Math.min(...runs)}–${Math.max(...runs)}`} run(s) per page (✗ = target missed):`,
  );
  log(table(medianTable));
  log(
    'SI = speed index; transfer = every byte of the first visit before any user action (Lighthouse total-byte-weight, headers included);',
  );
  log('entry JS = gzip -9 of the starter, the entry and what it imports statically (what runs before anything lazy);');
  log('JS gzip = gzip -9 of every script the page loaded (resourceType Script), lazy ones included; 1 kB = 1000 bytes.');
  const home = pages.find((p) => p.path === '/');
  const floors = pages.filter((p) => p.floor);
  if (floors.length) {
    log('floor: pages with no script, on the same machine and Chromium in the same run (bench/floor.ts), no target; the');
    log('shop adds to a page what it scores over them:');
    for (const key of ['total-blocking-time', 'performance']) {
      const figure = FIGURES.find((f) => f.key === key)!;
      const of = (page: PageRuns) => median(page.runs.map((r) => figuresOf(r.lhr, r.scripts)[key]!));
      const parts = [...(home ? [home] : []), ...floors].map((page) => `${page.path} ${show(figure, of(page))}`);
      log(`  ${figure.label}: ${parts.join('; ')}`);
    }
  }

  if (home) {
    const kept = medianRun(home, 'js-gzip', median(home.runs.map((r) => r.scripts.gzip)));
    const { scripts } = kept;
    log('');
    const encodings = new Map<string, number>();
    for (const f of scripts.files) encodings.set(f.encoding, (encodings.get(f.encoding) ?? 0) + 1);
    log(
      `/ JS: ${kB(scripts.gzip)} gzip -9 (the entry's ${kB(scripts.entryGzip)}, marked *); ${kB(scripts.wire)} transferred as served (headers included), Content-Encoding ` +
        `${[...encodings].map(([encoding, n]) => `${encoding} x${n}`).join(', ')}; ${scripts.files.length} scripts (run ${kept.run}):`,
    );
    for (const f of [...scripts.files].sort((a, b) => b.gzip - a.gzip))
      log(`${f.entry ? '*' : ' '} ${kB(f.gzip).padStart(9)} gzip  ${kB(f.wire).padStart(9)} wire (${f.encoding})  ${f.path}`);
  }
  if (explain.length) {
    log('');
    for (const line of explain) log(line);
  }
  return rows;
}

/** A page's first visit with the service worker's precache (firstVisit.ts): as a phone on cellular, and on Wi-Fi. */
export interface PageVisits {
  path: string;
  cellular: FirstVisit;
  wifi?: FirstVisit;
}

/** The first visit including the precache; its target: at most 500 kB on /. */
const VISIT_TARGET = { max: 500_000, text: '<= 500 kB', pages: ['/'] };

/**
 * What a Wi-Fi visit fetched beyond the cellular one: the rest of the app (files the worker fetched only on Wi-Fi: the
 * pages not visited), and the page's own (media a phone plays only on Wi-Fi, the hero's loop), largest first.
 */
function wifiBeyondCellular(visit: PageVisits): string | undefined {
  if (!visit.wifi) return undefined;
  const beyond = [...visit.wifi.files].filter(([file]) => !visit.cellular.files.has(file));
  const rest = beyond.filter(([, f]) => f.worker);
  const own = beyond.filter(([, f]) => !f.worker && f.bytes >= 10_000).sort(([, a], [, b]) => b.bytes - a.bytes);
  const sum = (files: typeof beyond) => files.reduce((n, [, f]) => n + f.bytes, 0);
  return (
    `${visit.path} on Wi-Fi, beyond the cellular visit: the rest of the app ${kB(sum(rest))} (${rest.length} files the worker ` +
    `fetched once the page was idle); the page's own ${own.map(([file, f]) => `${file} ${kB(f.bytes)}`).join(', ') || 'nothing over 10 kB'}.`
  );
}

/** Prints the first visits (page and service worker) and returns their summary rows. */
export function visitReport(visits: PageVisits[], windowMs: number, log: (line: string) => void): Row[] {
  const rows: Row[] = [];
  const lines = [['page', 'cellular', 'of which worker', 'Wi-Fi', 'of which worker', 'target']];
  for (const visit of visits) {
    const target = VISIT_TARGET.pages.includes(visit.path) ? VISIT_TARGET : undefined;
    const judge = (bytes: number) => (target ? bytes <= target.max : undefined);
    const mark = (bytes: number) => (judge(bytes) === false ? ' ✗' : '');
    lines.push([
      visit.path,
      kB(visit.cellular.bytes) + mark(visit.cellular.bytes),
      kB(visit.cellular.worker),
      visit.wifi ? kB(visit.wifi.bytes) + mark(visit.wifi.bytes) : '-',
      visit.wifi ? kB(visit.wifi.worker) : '-',
      target ? `${target.text} (${target.pages.join(' ')})` : '-',
    ]);
    rows.push({
      metric: `${visit.path} first visit, cellular`,
      value: kB(visit.cellular.bytes),
      target: target?.text,
      met: judge(visit.cellular.bytes),
    });
    if (visit.wifi)
      rows.push({
        metric: `${visit.path} first visit, Wi-Fi`,
        value: kB(visit.wifi.bytes),
        target: target?.text,
        met: judge(visit.wifi.bytes),
      });
  }
  log('');
  log(`First visit with the service worker's precache, ${windowMs / 1000} s off the wire (headers and bodies as sent):`);
  log(table(lines));
  log('cellular: the page says navigator.connection.type is cellular, so the worker keeps only the shell, the wizard and the');
  log('page; Wi-Fi: it also fetches the rest of the app once the page is idle (app/core/appCache.ts).');
  for (const line of visits.map(wifiBeyondCellular)) if (line) log(line);
  return rows;
}
