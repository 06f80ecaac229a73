// What a private page's HTML names in its head: the hints, once each, and a frame's entry as a module preload.
import { describe, expect, it } from 'vitest';
import { withHints } from './privatePageHints';

const HINTS = [
  '<link rel="stylesheet" crossorigin href="/assets/OrderPage-O1.css">',
  '<link rel="modulepreload" crossorigin href="/assets/OrderPage-O1.js">',
  '<link rel="preload" as="fetch" crossorigin href="/api/orders/tok">',
];

const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1]!;

describe('withHints', () => {
  it("adds a frame's entry as a module preload, first, beside the page's own hints", () => {
    const frame =
      '<html><head><style>.x{}</style><script type="module" crossorigin src="/assets/boot-B1.js" data-entry="/assets/index-E1.js" data-preload="/assets/react-R1.js"></script></head><body></body></html>';
    const head = headOf(withHints(frame, HINTS));
    expect(head).toContain('</script><link rel="modulepreload" crossorigin href="/assets/index-E1.js"><link rel="stylesheet"');
    for (const hint of HINTS) expect(head).toContain(hint);
    expect(head.match(/index-E1\.js/g)).toHaveLength(2);
  });

  it('adds no entry preload to the shell, which loads its entry itself', () => {
    const shell = '<html><head><script type="module" crossorigin src="/assets/index-E1.js"></script></head><body></body></html>';
    const head = headOf(withHints(shell, HINTS));
    expect(head.match(/index-E1\.js/g)).toHaveLength(1);
    expect(head).toContain(HINTS.join(''));
  });

  it('leaves out a hint naming a file the page names already', () => {
    const frame =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/OrderPage-O1.css"><script type="module" crossorigin src="/assets/boot-B1.js" data-entry="/assets/index-E1.js"></script></head></html>';
    const head = headOf(withHints(frame, HINTS));
    expect(head.match(/OrderPage-O1\.css/g)).toHaveLength(1);
    expect(head).toContain(HINTS[1]);
  });
});
