// A prerendered page carries the data it was rendered with (shared/prerender.ts): put into the query cache before
// hydrating, the first render in the browser matches the server's HTML; marked stale, it is then asked for again
// as the page mounts, so whatever changed since the page was rendered shows at once.
import type { QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type PrerenderData } from '../../shared/prerender';

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
      if (value === undefined) continue;
      client.setQueryData([key], value, { updatedAt: renderedAt });
      void client.invalidateQueries({ queryKey: [key], exact: true, refetchType: 'none' });
    }
    return true;
  } catch {
    return false;
  }
}
