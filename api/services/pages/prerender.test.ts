// The prerenderer renders again only when what the pages show changed: the data, or the year of their "© <year>"
// line, which a long-running server notices by itself (checked on a timer, here a short one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrerenderData } from '../../../shared/prerender';
import { createPrerenderer, rendererFor } from './prerender';

let dir: string;
let distDir: string;
let pagesDir: string;
let now: Date;
const stop: Array<() => void> = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-prerender-'));
  distDir = path.join(dir, 'dist');
  pagesDir = path.join(dir, 'pages');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // A stand-in renderer: it only counts its runs.
  fs.mkdirSync(path.dirname(rendererFor(distDir)), { recursive: true });
  fs.writeFileSync(
    rendererFor(distDir),
    `const fs = require('node:fs'); const path = require('node:path');
let input = ''; process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const job = JSON.parse(input); fs.appendFileSync(path.join(job.outDir, 'runs.txt'), 'x');
});`,
  );
  now = new Date('2026-12-31T12:00:00');
});
afterEach(() => {
  stop.splice(0).forEach((s) => s());
  fs.rmSync(dir, { recursive: true, force: true });
});

const runs = () => (fs.existsSync(path.join(pagesDir, 'runs.txt')) ? fs.readFileSync(path.join(pagesDir, 'runs.txt'), 'utf8').length : 0);

function prerenderer(recheckMs?: number) {
  const data = { '/api/config': {} } as unknown as PrerenderData;
  const p = createPrerenderer({
    distDir,
    pagesDir,
    publicUrl: 'https://shop.example',
    gather: async () => data,
    log: () => undefined,
    onRendered: () => undefined,
    settleMs: 0,
    now: () => now,
    ...(recheckMs ? { recheckMs } : {}),
  });
  stop.push(() => p.stop());
  return p;
}

describe('the prerenderer', () => {
  it('renders again when the year changes, and not while nothing changed', async () => {
    const p = prerenderer();
    await p.refresh();
    expect(runs()).toBe(1);
    await p.refresh();
    expect(runs()).toBe(1);
    now = new Date('2027-01-01T00:05:00');
    await p.refresh();
    expect(runs()).toBe(2);
  });

  it('checks on its own, so a server running over New Year renders the new year', async () => {
    const p = prerenderer(20);
    await p.refresh();
    expect(runs()).toBe(1);
    now = new Date('2027-01-01T00:05:00');
    await vi.waitFor(() => expect(runs()).toBe(2), { timeout: 5000, interval: 20 });
    await p.idle();
  });
});
