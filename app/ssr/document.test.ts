// The prerendered page's starter: it names the entry and everything the page needs preloaded, in place of the
// template's own script and preload links.
import { describe, expect, it } from 'vitest';
import { pageDocument, type PageDocument } from './document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <meta name="description" content="A shop" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (overrides: Partial<PageDocument> = {}): PageDocument => ({
  template: TEMPLATE,
  html: '<main>Hello</main>',
  title: 'Create your song',
  description: 'Tell us your story',
  canonical: 'https://shop.example/create-song',
  image: 'https://shop.example/og.png',
  structuredData: [],
  stylesheets: ['/assets/index-1.css'],
  read: () => 'body{margin:0}',
  fonts: [],
  modules: ['/assets/CreateSongPage-1.js', '/assets/react-dom-1.js'],
  boot: '/assets/boot-1.js',
  data: {} as PageDocument['data'],
  renderedAt: 0,
  ...overrides,
});

/** The starter's attributes, by name. */
function starterOf(doc: string): Record<string, string> {
  const tag = /<script [^>]*data-entry[^>]*>/.exec(doc)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('pageDocument', () => {
  it('names only the starter, with the entry and every preload once', () => {
    const doc = pageDocument(page());
    const starter = starterOf(doc);
    expect(starter.src).toBe('/assets/boot-1.js');
    expect(starter['data-entry']).toBe('/assets/index-1.js');
    expect(starter['data-preload']).toBe('/assets/rolldown-runtime-1.js /assets/react-dom-1.js /assets/CreateSongPage-1.js');
    expect(doc).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(doc).not.toContain('rel="modulepreload"');
  });

  it('names the chunks evaluated before the entry apart, and preloads them no more', () => {
    const starter = starterOf(pageDocument(page({ evaluatedFirst: ['/assets/react-dom-1.js'] })));
    expect(starter['data-first']).toBe('/assets/react-dom-1.js');
    expect(starter['data-preload']).toBe('/assets/rolldown-runtime-1.js /assets/CreateSongPage-1.js');
    expect(starterOf(pageDocument(page()))).not.toHaveProperty('data-first');
  });

  it('refuses a template without its entry script', () => {
    expect(() => pageDocument(page({ template: TEMPLATE.replace(/<script[^>]*><\/script>/, '') }))).toThrow('no entry script');
  });
});
