// The bytes of a first visit as a phone pays for them: the page, everything it loads, and what the service worker
// fetches for its precache, counted off the wire for a fixed window after the visit starts (30 s; --quick 10 s).
// A fresh browser profile each time. The page's requests answered by the worker are not counted again (the worker's
// own fetch is). Figures for the Lighthouse bench (lighthouse.ts), which prints them beside its own.
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib';

/** How the page sees the connection (Network Information API): what decides whether the whole app is fetched ahead. */
export type VisitConnection = 'cellular' | 'wifi';

export interface FirstVisit {
  /** Every byte received (headers and bodies as sent), page and worker. */
  bytes: number;
  /** Of which the service worker fetched (its precache, the files it keeps for later). */
  worker: number;
  requests: number;
  /** Each address fetched (path and query for the shop's own), with its bytes and whether the worker fetched it. */
  files: Map<string, { bytes: number; worker: boolean }>;
}

/** A phone-sized window, as Lighthouse's mobile run (a Moto G Power), so the same sections near the screen load. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The page's and its workers' navigator.connection, as a phone on that link reports it. */
export function connectionScript(type: VisitConnection): string {
  const info = JSON.stringify({ type, effectiveType: '4g', downlink: 10, rtt: 50, saveData: false });
  return `{ const info = Object.assign(new EventTarget(), ${info});
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => info }); }`;
}

export async function firstVisit(url: string, connection: VisitConnection, windowMs: number): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    // As a string: tsx compiles a function passed here with helpers (__name) the page does not have, and it would throw.
    await context.addInitScript(connectionScript(connection));
    const { origin } = new URL(url);
    const visit: FirstVisit = { bytes: 0, worker: 0, requests: 0, files: new Map() };
    const counting: Promise<void>[] = [];
    const count = async (request: Request) => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      visit.bytes += bytes;
      visit.requests++;
      const worker = request.serviceWorker() !== null;
      if (worker) visit.worker += bytes;
      const url = new URL(request.url());
      const key = url.origin === origin ? url.pathname + url.search : url.href;
      const seen = visit.files.get(key);
      visit.files.set(key, { bytes: (seen?.bytes ?? 0) + bytes, worker: (seen?.worker ?? false) || worker });
    };
    context.on('requestfinished', (request) => void counting.push(count(request).catch(() => undefined)));
    const page = await context.newPage();
    await page.goto(url);
    // The measurement's window, not a wait for something: what arrives within it counts.
    await page.waitForTimeout(windowMs);
    await Promise.all(counting);
    return visit;
  } finally {
    await browser.close();
  }
}
