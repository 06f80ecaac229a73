// A prerendered page carries the data it was rendered with (shared/prerender.ts): put into the query cache before
// hydrating, the first render in the browser matches the server's HTML. It counts as fresh while the page hydrates,
// so no query refetches (and no component renders again) in the middle of hydration; once the page is idle each
// seeded query is asked for again as soon as something reads it, so whatever changed since the render shows then.
// A private page rendered for its visitor (an order's, a song's) also carries its own answers by their whole keys:
// seeded the same way, not asked for again at once (they were read for this very request; their queries refresh
// on their own schedule).
import type { QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type EmbeddedPageData } from '../../shared/prerender';

/** The query keys seeded from a prerendered page's public data, for {@link refreshPrerenderedData}. */
export type SeededKeys = readonly string[];

/** What a page the server rendered started from (its moment, a private page's address), with the public answers' keys. */
export interface AdoptedPage extends EmbeddedPageData {
  /** For {@link refreshPrerenderedData}. */
  keys: SeededKeys;
}

/** Seeds the cache from the page's embedded data; undefined on a page that was not prerendered (the app shell). */
export function adoptPrerenderedData(client: QueryClient): AdoptedPage | undefined {
  const element = document.getElementById(PRERENDER_DATA_ID);
  const embedded = element?.textContent ? embeddedIn(element.textContent) : undefined;
  return embedded && { ...embedded, keys: seed(client, embedded) };
}

/** The embedded JSON's part of {@link adoptPrerenderedData}; undefined when the text is not the server's data. */
export function seedFromEmbedded(client: QueryClient, text: string): SeededKeys | undefined {
  const embedded = embeddedIn(text);
  return embedded && seed(client, embedded);
}

function embeddedIn(text: string): EmbeddedPageData | undefined {
  try {
    const embedded = JSON.parse(text) as EmbeddedPageData;
    return typeof embedded?.data === 'object' && embedded.data !== null ? embedded : undefined;
  } catch {
    return undefined;
  }
}

function seed(client: QueryClient, embedded: EmbeddedPageData): SeededKeys {
  const now = Date.now();
  const seeded: string[] = [];
  for (const [key, value] of Object.entries(embedded.data)) {
    if (value === undefined) continue;
    client.setQueryData([key], value, { updatedAt: now });
    seeded.push(key);
  }
  for (const [key, value] of embedded.queries ?? []) client.setQueryData(key, value, { updatedAt: now });
  return seeded;
}

/**
 * Asks again for what the page was rendered with, each answer once something on screen reads it, one answer per idle
 * moment (on a phone, starting a request and its answer's checks cost a few milliseconds each: all at once made one
 * long task). The first answer read now is asked for at once, each other one read now in a moment of its own that
 * `later` gives; one nothing reads yet (its route's or section's code still loading, its hydration still to come)
 * waits until a reader mounts, then is asked for in the next idle moment, not in the middle of that section's
 * hydration. An unchanged answer keeps its data object, so nothing renders again. The server renders the pages again
 * whenever their data changes, but not at once: a page fetched in the second after an admin's change still carries
 * the old answers. Resolves once the answer asked for at once has come.
 */
export function refreshPrerenderedData(client: QueryClient, keys: SeededKeys, later: (run: () => void) => void): Promise<void> {
  const cache = client.getQueryCache();
  const refresh = (key: string) => client.invalidateQueries({ queryKey: [key], exact: true });
  const waiting = new Set(keys.filter((key) => !cache.find({ queryKey: [key], exact: true })?.getObserversCount()));
  const [first, ...rest] = keys.filter((key) => !waiting.has(key));
  for (const key of rest) later(() => void refresh(key));
  if (waiting.size > 0) {
    const unsubscribe = cache.subscribe((event) => {
      const key = event.query.queryKey[0];
      if (event.type !== 'observerAdded' || event.query.queryKey.length !== 1 || typeof key !== 'string' || !waiting.delete(key)) return;
      if (waiting.size === 0) unsubscribe();
      later(() => void refresh(key));
    });
  }
  return first === undefined ? Promise.resolve() : refresh(first);
}
