// A prerendered page carries the data it was rendered with (shared/prerender.ts): put into the query cache before
// hydrating, the first render in the browser matches the server's HTML, and stale data is then refreshed as usual.
import type { QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type PrerenderData } from '../shared/prerender';

interface Embedded {
  renderedAt: number;
  data: PrerenderData;
}

/** Seeds the cache from the page's embedded data; false on a page that was not prerendered (the app shell). */
export function adoptPrerenderedData(client: QueryClient): boolean {
  const element = document.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent) return false;
  try {
    const { renderedAt, data } = JSON.parse(element.textContent) as Embedded;
    for (const [key, value] of Object.entries(data)) {
      if (value !== undefined) client.setQueryData([key], value, { updatedAt: renderedAt });
    }
    return true;
  } catch {
    return false;
  }
}
