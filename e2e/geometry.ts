// Layout checks for the browser tests, by geometry: where boxes sit, how many lines a phrase takes, where a
// label's ink sits inside its box. Shared by the journeys that check how pages look on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box in the viewport (it must be rendered). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/** Two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Buttons of one width, one above the other, centred on the same line as the page. */
export async function expectStackedEqualAndCentred(page: Page, buttons: Locator) {
  const boxes = await Promise.all((await buttons.all()).map(boxOf));
  expect(boxes.length).toBeGreaterThan(1);
  const viewport = page.viewportSize()!;
  for (const box of boxes) {
    expect(Math.abs(box.width - boxes[0]!.width), 'every button has the first one’s width').toBeLessThanOrEqual(1);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), 'every button is centred on the page').toBeLessThanOrEqual(1);
  }
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.y, 'each button sits below the one before').toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
}

/** How many lines an inline element's text is laid out on. */
export function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => new Set(Array.from(el.getClientRects(), (r) => Math.round(r.top))).size);
}

/**
 * The page scrolls sideways: something is wider than the screen. On a phone the browser widens its layout viewport
 * to fit what is wider (innerWidth grows with it, and every fixed dialog is then centred off screen), so both are
 * compared with the screen's width.
 */
export function scrollsSideways(page: Page): Promise<boolean> {
  const screenWidth = page.viewportSize()!.width;
  return page.evaluate((width) => document.documentElement.scrollWidth > width || window.innerWidth > width, screenWidth);
}

/**
 * How far (CSS px, + is down) the middle of an element's text ink sits from the middle of its box. From a
 * screenshot of the element: pixels nearer the text's colour than the element's background (sampled beside the
 * text, on its middle row) count as ink, so anti-aliasing and whatever shows past rounded corners do not.
 */
export async function inkOffsetFromCentre(page: Page, locator: Locator): Promise<number> {
  // Mid-screen, clear of what is pinned to the screen's edges (the header, a toast).
  // At once: the page scrolls smoothly, and a picture taken mid-scroll would be of whatever passed under the box.
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // The page's own picture of the box: an element's screenshot scrolls it again first, and with the page's smooth
  // scrolling it could picture whatever passed under the box meanwhile.
  const box = await boxOf(locator);
  const png = await page.screenshot({ clip: box, animations: 'disabled' });
  const textColour = await locator.evaluate((el) =>
    getComputedStyle(el)
      .color.match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number),
  );
  return page.evaluate(
    async ({ bytes, cssHeight, text }) => {
      // A bitmap from bytes needs no image URL, which the page's content security policy may refuse.
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const scale = height / cssHeight;
      const pixel = (x: number, y: number) => [0, 1, 2].map((i) => data[(y * width + x) * 4 + i]!);
      const distance = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0);
      const background = pixel(Math.round(3 * scale), Math.floor(height / 2));
      const isInk = (x: number, y: number) => distance(pixel(x, y), text) < distance(background, text) / 2;
      const inkRows: number[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (isInk(x, y)) {
            inkRows.push(y);
            break;
          }
        }
      }
      if (!inkRows.length) throw new Error('no ink found in the element');
      const inkMiddle = (inkRows[0]! + inkRows[inkRows.length - 1]! + 1) / 2;
      return (inkMiddle - height / 2) / scale;
    },
    { bytes: [...png], cssHeight: box.height, text: textColour },
  );
}
