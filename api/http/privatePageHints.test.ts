// The hints a private page's HTML gets: added at the end of its head, except those naming a file the page already
// loads or links (the frame's inlined styles keep a disabled link, the bare shell loads its entry by a script).
import { describe, expect, it } from 'vitest';
import { withHints } from './privatePageHints';

const ENTRY = '<link rel="modulepreload" crossorigin href="/assets/index-E1.js">';
const STYLE = '<link rel="stylesheet" crossorigin href="/assets/OrderPage-O1.css">';
const DATA = '<link rel="preload" as="fetch" crossorigin href="/api/orders/t1">';

describe('withHints', () => {
  it('adds every hint to a page that names none of their files', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withHints(page, [ENTRY, STYLE, DATA])).toBe(`<html><head><title>x</title>${ENTRY}${STYLE}${DATA}</head><body></body></html>`);
  });

  it('leaves out a file the page loads by a script or links already, and keeps one the page only mentions', () => {
    const shell = '<head><script type="module" crossorigin src="/assets/index-E1.js"></script></head>';
    expect(withHints(shell, [ENTRY, DATA])).toBe(
      `<head><script type="module" crossorigin src="/assets/index-E1.js"></script>${DATA}</head>`,
    );
    const frame =
      '<head><link rel="stylesheet" href="/assets/OrderPage-O1.css" disabled /><script type="module" src="/assets/boot-B1.js" data-entry="/assets/index-E1.js"></script></head>';
    const hinted = withHints(frame, [ENTRY, STYLE, DATA]);
    expect(hinted).toContain(ENTRY);
    expect(hinted).not.toContain(STYLE);
    expect(hinted).toContain(DATA);
  });
});
