// A prerendered page carries the data it was rendered with (shared/prerender.ts): put into the query cache before
// hydrating, the first render in the browser matches the server's HTML. It counts as fresh while the page hydrates,
// so no query refetches (and no component renders again) in the middle of hydration; once the page is idle the
// seeded queries on screen are asked for again, so whatever changed since the page was rendered shows then.
import type { Query, QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type PrerenderData } from '../../shared/prerender';

interface Embedded {
  renderedAt: number;
  data: PrerenderData;
}

/** The query keys seeded from a prerendered page's data, for {@link refreshPrerenderedData}. */
export type SeededKeys = readonly string[];

/** Seeds the cache from the page's embedded data; undefined on a page that was not prerendered (the app shell). */
export function adoptPrerenderedData(client: QueryClient): SeededKeys | undefined {
  const element = document.getElementById(PRERENDER_DATA_ID);
  return element?.textContent ? seedFromEmbedded(client, element.textContent) : undefined;
}

/** The embedded JSON's part of {@link adoptPrerenderedData}; undefined when the text is not the server's data. */
export function seedFromEmbedded(client: QueryClient, text: string): SeededKeys | undefined {
  let embedded: Embedded;
  try {
    embedded = JSON.parse(text) as Embedded;
  } catch {
    return undefined;
  }
  if (typeof embedded?.data !== 'object' || embedded.data === null) return undefined;
  const now = Date.now();
  const seeded: string[] = [];
  for (const [key, value] of Object.entries(embedded.data)) {
    if (value === undefined) continue;
    client.setQueryData([key], value, { updatedAt: now });
    seeded.push(key);
  }
  return seeded;
}

/**
 * Asks again for what the page was rendered with, as far as the page shows it now: the queries on screen refetch in
 * the background, and one whose answer is unchanged keeps its data object, so nothing renders again. A seeded answer
 * nothing reads yet (a section whose code loads as it nears the screen) stays as it is until it goes stale: asked for
 * as that section hydrates, its fetching state would render the section again at once, in the middle of its
 * hydration. The server renders the pages again whenever their data changes, so what they carry is current.
 */
export function refreshPrerenderedData(client: QueryClient, keys: SeededKeys): Promise<void> {
  const onScreen = (query: Query) => query.getObserversCount() > 0;
  return Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key], exact: true, predicate: onScreen }))).then(
    () => undefined,
  );
}
