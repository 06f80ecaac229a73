// The prerendered pages as the server sends them: read from DATA_DIR/pages into memory (compressed once) when
// they are written, so a request for a public page is answered like any other built file.
import fs from 'node:fs';
import path from 'node:path';
import { FRAME_ROUTES, PRERENDERED_ROUTES, pageFileName } from '../../shared/prerender';
import { encodeBody, type EncodedBody } from './encoded';

export interface PrerenderedPages {
  /** The page for a route (or a frame, by its pattern), if it has been rendered. */
  get(route: string): EncodedBody | undefined;
  /** Reads the pages again (after the renderer wrote them). */
  reload(): void;
}

export function createPrerenderedPages(pagesDir: string): PrerenderedPages {
  let pages = new Map<string, EncodedBody>();
  const reload = () => {
    const next = new Map<string, EncodedBody>();
    for (const route of [...PRERENDERED_ROUTES, ...Object.values(FRAME_ROUTES)]) {
      try {
        next.set(route, encodeBody(fs.readFileSync(path.join(pagesDir, pageFileName(route)))));
      } catch {
        // not rendered yet: the app shell stands in
      }
    }
    pages = next;
  };
  reload();
  return { get: (route) => pages.get(route), reload };
}
