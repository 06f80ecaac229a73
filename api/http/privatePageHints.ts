// What the HTML of a private page (an order's or a song's, shared/privatePages.ts) names at once: its stylesheets,
// its scripts as module preloads and its first data as fetch preloads, in the app shell's head for that response.
// Without them the browser learns of each only once the one before has arrived and run.
import fs from 'node:fs';
import path from 'node:path';
import { filesOf, type ChunkFiles, type Manifest } from '../../shared/buildManifest';
import { escapeHtml } from '../../shared/html';
import { pathOf } from '../../shared/api/endpoint';
import { orderReview, orderView, song } from '../../shared/api/publicEndpoints';
import { PRIVATE_PAGE_MODULES, type PrivatePage, type PrivatePageKind } from '../../shared/privatePages';

/** The API addresses the page reads first: those the app's queries ask for as it starts (app/main.tsx). */
export function privatePageData(page: PrivatePage): string[] {
  const params = { token: page.token };
  return page.kind === 'order' ? [pathOf(orderView, params), pathOf(orderReview, params)] : [pathOf(song, params)];
}

/** The tags to add to the shell's head for one private page. */
export type PrivatePageHints = (page: PrivatePage) => string;

/**
 * Reads the build manifest once. Undefined when there is none or it lacks a page's modules (a build older than this
 * code): the hints only save time, and the page works without them.
 */
export function privatePageHints(distDir: string): PrivatePageHints | undefined {
  let files: Record<PrivatePageKind, ChunkFiles>;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    files = { order: filesOf(manifest, PRIVATE_PAGE_MODULES.order), song: filesOf(manifest, PRIVATE_PAGE_MODULES.song) };
  } catch {
    return undefined;
  }
  const tag = (attributes: string, href: string) => `<link ${attributes} crossorigin href="${escapeHtml(href)}">`;
  return (page) =>
    [
      // Where the app's lazy loader would add them (after the shell's own), and found there by it: not added twice.
      ...files[page.kind].stylesheets.map((href) => tag('rel="stylesheet"', href)),
      ...files[page.kind].modules.map((href) => tag('rel="modulepreload"', href)),
      // Credentials and mode as the app's fetch() asks (same-origin, cors): the browser answers it with this response.
      ...privatePageData(page).map((href) => tag('rel="preload" as="fetch"', href)),
    ].join('');
}

/** The page with the hints at the end of its head, but for those naming a file it names already (a frame's styles). */
export function withHints(page: string, hints: string): string {
  const wanted = hints.split(/(?=<link )/).filter((tag) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    return !href || !page.includes(`"${href}"`);
  });
  return page.replace('</head>', `${wanted.join('')}</head>`);
}
