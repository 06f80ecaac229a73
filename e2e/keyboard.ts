// Keyboard walks for the browser tests (issue 27): Tab from stop to stop and, at every stop, check that the focused
// control is on screen, not under anything pinned over the page (the header, the chat launcher, a sticky bar or a
// dialog's head: WCAG 2.4.11), and that its focus ring reaches 3:1 against the background it sits on (1.4.11).
import type { Locator, Page } from '@playwright/test';
import { animationsSettled } from './accessibility';
import { expect } from './fixtures';

export interface FocusStop {
  /** What has focus, as a person would name it: "a “FAQ”", "button “Play …”", "h1 “…”". */
  name: string;
  /** A control the page focused for the reader (a heading, a region: tabindex -1): it needs no ring. */
  programmatic: boolean;
  /** The focused control (or, for a visually hidden one, the label that shows it) is on screen. */
  inView: boolean;
  /** Where it is: "x 12–80, y 700–744 of 390×844". */
  where: string;
  /** What covers part of it, if anything. */
  coveredBy: string | null;
  /** The best contrast one of its ring's colours reaches against the background next to it; null: not judged (a photo). */
  ringContrast: number | null;
}

/** Where focus is now, and how it shows, once the page has settled (a drawer sliding in, a scroll to the focus). */
export async function focusStop(page: Page): Promise<FocusStop> {
  await animationsSettled(page);
  // Two frames: the page's own scrolling for the focus (useFocusInView) runs on the next one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const describe = (node: Element) => {
      const text = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} “${text}”`;
    };
    const active = document.activeElement;
    if (!active || active === document.body)
      return { name: 'body', programmatic: true, inView: true, where: '', coveredBy: null, ringContrast: null };
    let shown: Element = active;
    let rect = active.getBoundingClientRect();
    // A visually hidden control (a radio drawn as a card) shows its focus on its label.
    if (rect.width < 4 || rect.height < 4) {
      const label = (active as HTMLInputElement).labels?.[0] ?? active.nextElementSibling;
      if (label) {
        shown = label;
        rect = label.getBoundingClientRect();
      }
    }
    const programmatic = active.getAttribute('tabindex') === '-1';
    const width = window.innerWidth;
    const height = window.innerHeight;
    // A control taller than most of the screen (a message list) only has to reach into it.
    const inView =
      rect.height > height * 0.8
        ? rect.top < height && rect.bottom > 0
        : rect.top >= -1 && rect.left >= -1 && rect.bottom <= height + 1 && rect.right <= width + 1;

    const where = `x ${Math.round(rect.left)}–${Math.round(rect.right)}, y ${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${width}×${height}`;
    // What covers each of the middle and four points well inside the corners (inside a round button too).
    const covers: (string | null)[] = [];
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.25, 0.3],
      [0.75, 0.3],
      [0.25, 0.7],
      [0.75, 0.7],
    ] as const) {
      // Points of the part on screen: a region taller than the screen is judged by what of it shows.
      const left = Math.max(rect.left, 0);
      const upper = Math.max(rect.top, 0);
      const x = left + (Math.min(rect.right, width) - left) * fx;
      const y = upper + (Math.min(rect.bottom, height) - upper) * fy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const hit = document.elementFromPoint(x, y);
      const label = hit?.closest('label');
      const own =
        !hit ||
        hit === shown ||
        shown.contains(hit) ||
        hit.contains(shown) ||
        active.contains(hit) ||
        (label && (label as HTMLLabelElement).control === active);
      covers.push(own ? null : describe(hit!));
    }
    // A control must show whole; a region larger than a quarter of the screen (a tab's panel, a message list) must
    // not be hidden whole (WCAG 2.4.11): a toast over one corner of it hides nothing one reads.
    const large = rect.width * rect.height > (width * height) / 4;
    const coveredBy = large
      ? covers.length > 0 && covers.every((cover) => cover !== null)
        ? covers[0]!
        : null
      : (covers.find((cover) => cover !== null) ?? null);

    // The ring's colours: the outline, and every colour in its shadow.
    const style = getComputedStyle(shown);
    const colours: string[] = [];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) colours.push(style.outlineColor);
    if (style.boxShadow !== 'none') colours.push(...(style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []));
    const rgb = (colour: string) => {
      const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: string, b: string) => {
      const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    // The background next to the ring: outside the control for a ring drawn outside it, inside for one drawn within.
    const inset = parseFloat(style.outlineOffset) < 0;
    let backgrounds: string[] | null = null;
    for (let node: Element | null = inset ? shown : shown.parentElement; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      if (own.backgroundImage.includes('url(')) break; // a photo: not judged
      const stops = own.backgroundImage.match(/rgba?\([^)]*\)/g);
      if (stops) {
        backgrounds = stops;
        break;
      }
      if (rgb(own.backgroundColor).a > 0.5) {
        backgrounds = [own.backgroundColor];
        break;
      }
      if (node === document.documentElement) backgrounds = ['rgb(255, 255, 255)'];
    }
    const opaque = colours.filter((colour) => rgb(colour).a > 0.5);
    const ringContrast =
      backgrounds === null
        ? null
        : opaque.length === 0
          ? 0
          : Math.min(...backgrounds.map((background) => Math.max(...opaque.map((colour) => contrast(colour, background)))));
    return { name: describe(active), programmatic, inView, where, coveredBy, ringContrast };
  });
}

/** Focus shows where it is: on screen, uncovered, and (for a control) with a ring of 3:1. */
export async function expectFocusShown(page: Page, where: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect.soft(stop.inView, `${where}: ${stop.name} is on screen (${stop.where})`).toBe(true);
  expect.soft(stop.coveredBy, `${where}: ${stop.name} is not covered (${stop.where})`).toBeNull();
  if (!stop.programmatic && stop.ringContrast !== null)
    expect.soft(stop.ringContrast, `${where}: the focus ring of ${stop.name} reaches 3:1`).toBeGreaterThanOrEqual(3);
  return stop;
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, where: string, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page, where);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${where}: ${max} presses of Tab never reached ${target}`);
}

/** After a route change: focus is on the new page's main heading, and the page's title is announced. */
export async function expectFocusOnNewPage(page: Page, heading: string | RegExp): Promise<void> {
  const h1 = page.locator('main h1').filter({ hasText: heading }).first();
  await expect(h1).toBeFocused();
  const announcer = page.getByTestId('route-announcer');
  await expect.poll(async () => (await announcer.textContent()) === (await page.title()) && (await page.title()) !== '').toBe(true);
}
