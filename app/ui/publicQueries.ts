// The answers every page reads, the config and the free-song switch, each observed once for the whole app. The
// header, the footer, the logo and each page's title all read them: a query observer each cost a phone's main thread
// a stale-time timer and a subscription apiece as the page hydrated, and again on every answer. Each reader now
// listens to the one observer (a listener is an entry in a set) and renders again only when what it reads changes;
// a reader not yet hydrated (its code still on the way) is not listening, so an answer never reaches into a part
// React is still to take over (React would drop that part's server HTML and draw it afresh).
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PublicConfig } from '../../shared/api-types';
import { DEFAULT_OFFERS } from '../../shared/offers';
import type { PublicAddOn } from '../../shared/schemas/addOn';
import { hoursWithZone, shopOf, type ShopProfile } from '../../shared/shopProfile';
import { configQuery, freeSongQuery, lastKnownShop } from '../core/api/queries';

const observe = (client: QueryClient) => ({
  config: new QueryObserver(client, configQuery),
  freeSong: new QueryObserver(client, freeSongQuery),
});
type Shared = ReturnType<typeof observe>;

const observers = new WeakMap<QueryClient, Shared>();

function sharedObservers(client: QueryClient): Shared {
  let shared = observers.get(client);
  if (!shared) observers.set(client, (shared = observe(client)));
  return shared;
}

/** What `select` picks from one shared observer's result, rendered again when that changes (compared with Object.is). */
function useShared<K extends keyof Shared, S>(which: K, select: (result: ReturnType<Shared[K]['getCurrentResult']>) => S): S {
  const observer: Shared[K] = sharedObservers(useQueryClient())[which];
  const subscribe = useCallback((changed: () => void) => observer.subscribe(() => changed()), [observer]);
  const snapshot = () => select(observer.getCurrentResult() as ReturnType<Shared[K]['getCurrentResult']>);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * What a reader mounting did with an observer each, opening a page (`page`: its address, app/shell/SiteLayout.tsx)
 * does: an answer older than its stale time is asked for again.
 */
export function useFreshPublicQueries(page: string): void {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(configQuery);
    void client.prefetchQuery(freeSongQuery);
  }, [client, page]);
}

/** The shop's config, once it has come (a prerendered page has it from the start). */
export function usePublicConfig(): PublicConfig | undefined {
  return useShared('config', (result) => result.data);
}

/** Whether the free-song offer is on: a missing setting (404) or any failure counts as off, also after a prerendered page's own answer. */
export function useFreeSongEnabled(): boolean {
  return useShared('freeSong', (result) => !result.isError && result.data?.value === 'true');
}

/**
 * The shop's name, contact facts and links as its owner set them. A prerendered page has them from the start; the
 * app shell (an installed app opens on it) shows the last profile this device was sent until the config answers,
 * rather than the demo shop's name.
 */
export function useShop(): ShopProfile {
  const config = usePublicConfig();
  return config?.shop ?? lastKnownShop() ?? shopOf(config);
}

/**
 * The shop's hours with its zone's name, as the contact and legal pages show them: the server's wording, so the page
 * needs no time-zone names; worked out here only for a profile the server did not word (an older server, the last
 * profile this device kept).
 */
export function useContactHours(): string {
  const config = usePublicConfig();
  const shop = useShop();
  return config?.shop && config.contactHours !== undefined ? config.contactHours : hoursWithZone(shop);
}

/** The add-ons the shop offers now (none from an older server). */
export function useAddOns(): PublicAddOn[] {
  return usePublicConfig()?.addOns ?? NO_ADD_ONS;
}
const NO_ADD_ONS: PublicAddOn[] = [];

/** The offers as configured, or the spec's defaults until (or unless) the config loads. */
export function useOffers() {
  return usePublicConfig()?.offers ?? DEFAULT_OFFERS;
}
