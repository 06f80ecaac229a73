// What the HTML of a private page (an order's or a song's, shared/privatePages.ts) names at once: its stylesheets,
// its scripts as module preloads and its first data as fetch preloads, in the app shell's head for that response;
// for an order, also the code of the parts its state shows (a delivered order's review, say), which the page would
// otherwise ask for only once the order had arrived. Without them the browser learns of each only once the one
// before has arrived and run.
import fs from 'node:fs';
import path from 'node:path';
import { filesOf, type ChunkFiles, type Manifest } from '../../shared/buildManifest';
import { escapeHtml } from '../../shared/html';
import { pathOf } from '../../shared/api/endpoint';
import { orderReview, orderView, song } from '../../shared/api/publicEndpoints';
import { ORDER_PART_MODULES, type OrderPartName } from '../../shared/orderParts';
import { PRIVATE_PAGE_MODULES, type PrivatePage, type PrivatePageKind } from '../../shared/privatePages';

/** The API addresses the page reads first: those the app's queries ask for as it starts (app/main.tsx). */
export function privatePageData(page: PrivatePage): string[] {
  const params = { token: page.token };
  return page.kind === 'order' ? [pathOf(orderView, params), pathOf(orderReview, params)] : [pathOf(song, params)];
}

/** The tags to add to the shell's head for one private page, with the code of the order parts it shows (shared/orderParts.ts). */
export type PrivatePageHints = (page: PrivatePage, parts?: readonly OrderPartName[]) => string[];

/**
 * Reads the build manifest once. Undefined when there is none or it lacks a page's modules (a build older than this
 * code): the hints only save time, and the page works without them.
 */
export function privatePageHints(distDir: string): PrivatePageHints | undefined {
  let manifest: Manifest;
  let files: Record<PrivatePageKind, ChunkFiles>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    files = { order: filesOf(manifest, PRIVATE_PAGE_MODULES.order), song: filesOf(manifest, PRIVATE_PAGE_MODULES.song) };
  } catch {
    return undefined;
  }
  // Each part's files, read once; a part the build does not have (an older build) names nothing.
  const partFiles = new Map<OrderPartName, ChunkFiles>();
  const filesOfPart = (name: OrderPartName): ChunkFiles => {
    let found = partFiles.get(name);
    if (!found) {
      try {
        found = filesOf(manifest, [ORDER_PART_MODULES[name]]);
      } catch {
        found = { modules: [], stylesheets: [] };
      }
      partFiles.set(name, found);
    }
    return found;
  };
  const tag = (attributes: string, href: string) => `<link ${attributes} crossorigin href="${escapeHtml(href)}">`;
  return (page, parts = []) => {
    const needed = [files[page.kind], ...parts.map(filesOfPart)];
    const stylesheets = new Set(needed.flatMap((f) => f.stylesheets));
    const modules = new Set(needed.flatMap((f) => f.modules));
    return [
      // Fetched at once but not applied: as stylesheets they would hold the frame's first paint, and they style
      // only what the app draws. The app's lazy loader adds each as a stylesheet (answered from this preload) and
      // waits for it before drawing what it styles.
      ...[...stylesheets].map((href) => tag('rel="preload" as="style"', href)),
      ...[...modules].map((href) => tag('rel="modulepreload"', href)),
      // Credentials and mode as the app's fetch() asks (same-origin, cors): the browser answers it with this response.
      ...privatePageData(page).map((href) => tag('rel="preload" as="fetch"', href)),
    ];
  };
}

/** The page with the hints at the end of its head, but for those naming a file it names already (a frame's styles). */
export function withHints(page: string, hints: readonly string[]): string {
  const wanted = hints.filter((tag) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    return !href || !page.includes(`"${href}"`);
  });
  return page.replace('</head>', `${wanted.join('')}</head>`);
}
