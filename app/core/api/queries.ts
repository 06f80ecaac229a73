// The public queries, with the cache lifetimes the spec gives each. The config and the free-song switch, which
// every page reads, are observed once for the whole app (app/ui/publicQueries.ts); these are their definitions.
import { useQuery } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { FREE_SONG_SETTING, type PublicConfig } from '../../../shared/api-types';
import { FREE_SONG_SETTING_PATH } from '../../../shared/prerender';
import { DEMO_SHOP_PROFILE, type ShopProfile } from '../../../shared/shopProfile';
import { request } from './client';

/**
 * The keys of the shop's public queries: each its endpoint's path, which is also how a prerendered page names the
 * answers it carries (shared/prerender.ts). The admin refreshes them after a change that shows on the shop.
 */
export const publicKeys = {
  sampleSongs: [publicEndpoints.sampleSongs.path] as const,
  testimonials: [publicEndpoints.testimonials.path] as const,
  freeSongSetting: [FREE_SONG_SETTING_PATH] as const,
  config: [publicEndpoints.config.path] as const,
};

export function useSampleSongs(options: { staleMinutes?: number; keepMinutes?: number } = {}) {
  return useQuery({
    queryKey: publicKeys.sampleSongs,
    queryFn: () => request(publicEndpoints.sampleSongs),
    staleTime: (options.staleMinutes ?? 5) * 60_000,
    gcTime: (options.keepMinutes ?? 30) * 60_000,
    select: (songs) => [...songs].sort((a, b) => a.sortOrder - b.sortOrder),
  });
}

/**
 * The published reviews (newest first), then the owner's testimonials in their order (a prerendered page starts from
 * the list it was rendered with).
 */
export function useTestimonials() {
  return useQuery({
    queryKey: publicKeys.testimonials,
    queryFn: () => request(publicEndpoints.testimonials),
    staleTime: 5 * 60_000,
  });
}

/** Where the last shop profile the server sent is kept, for pages the app renders before the config arrives. */
const LAST_SHOP_KEY = 'shop-profile';

function rememberShop(config: PublicConfig): PublicConfig {
  try {
    if (config.shop) localStorage.setItem(LAST_SHOP_KEY, JSON.stringify(config.shop));
  } catch {
    // storage full or refused: the next visit waits for the config instead
  }
  return config;
}

/** The last shop profile this device was sent, if any. */
export function lastKnownShop(): ShopProfile | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_SHOP_KEY) ?? 'null') as Partial<ShopProfile> | null;
    return kept && typeof kept.name === 'string' && kept.name ? { ...DEMO_SHOP_PROFILE, ...kept } : undefined;
  } catch {
    return undefined;
  }
}

/** The shop's config: its profile, offers, add-ons, the push key and the analytics ids. */
export const configQuery = {
  queryKey: publicKeys.config,
  queryFn: async () => rememberShop(await request(publicEndpoints.config)),
  staleTime: 5 * 60_000,
};

/** The free-song switch; a missing setting answers 404, asked once (it then counts as off). */
export const freeSongQuery = {
  queryKey: publicKeys.freeSongSetting,
  queryFn: () => request(publicEndpoints.publicSetting, { params: { key: FREE_SONG_SETTING } }),
  staleTime: 5 * 60_000,
  retry: false,
};
