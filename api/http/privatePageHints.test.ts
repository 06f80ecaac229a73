// What a private page's HTML names in its head: the hints, once each, and never the frame's entry, which the
// starter imports only once the frame is painted.
import { describe, expect, it } from 'vitest';
import { withHints } from './privatePageHints';

const HINTS = [
  '<link rel="preload" as="style" crossorigin href="/assets/OrderPage-O1.css">',
  '<link rel="modulepreload" crossorigin href="/assets/OrderPage-O1.js">',
  '<link rel="preload" as="fetch" crossorigin href="/api/orders/tok">',
];

const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1]!;

describe('withHints', () => {
  it("adds the page's hints at the end of a frame's head, and no preload of its entry", () => {
    const frame =
      '<html><head><style>.x{}</style><script type="module" crossorigin src="/assets/boot-B1.js" data-entry="/assets/index-E1.js" data-preload="/assets/react-R1.js"></script></head><body></body></html>';
    const head = headOf(withHints(frame, [...HINTS, '<link rel="modulepreload" crossorigin href="/assets/index-E1.js">']));
    expect(head).toContain(`</script>${HINTS.join('')}`);
    expect(head.match(/index-E1\.js/g)).toHaveLength(1);
  });

  it('leaves out a hint naming a file the page names already', () => {
    const frame =
      '<html><head><link rel="stylesheet" type="text/x-inlined-css" href="/assets/OrderPage-O1.css" disabled><script type="module" crossorigin src="/assets/boot-B1.js" data-entry="/assets/index-E1.js"></script></head></html>';
    const head = headOf(withHints(frame, HINTS));
    expect(head.match(/OrderPage-O1\.css/g)).toHaveLength(1);
    expect(head).toContain(HINTS[1]);
    expect(head).toContain(HINTS[2]);
  });
});
