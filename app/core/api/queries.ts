// The public queries, with the cache lifetimes the spec gives each.
import { useQuery } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { FREE_SONG_SETTING, type PublicConfig } from '../../../shared/api-types';
import { DEFAULT_OFFERS } from '../../../shared/offers';
import type { PublicAddOn } from '../../../shared/schemas/addOn';
import { FREE_SONG_SETTING_PATH } from '../../../shared/prerender';
import { DEMO_SHOP_PROFILE, hoursWithZone, shopOf, type ShopProfile } from '../../../shared/shopProfile';
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

/** Whether the free-song offer is on: a missing setting (404) or any failure counts as off, also after a prerendered page's own answer. */
export function useFreeSongEnabled(): boolean {
  const { data, isError } = useQuery({
    queryKey: publicKeys.freeSongSetting,
    queryFn: () => request(publicEndpoints.publicSetting, { params: { key: FREE_SONG_SETTING } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return !isError && data?.value === 'true';
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

function lastKnownShop(): ShopProfile | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_SHOP_KEY) ?? 'null') as Partial<ShopProfile> | null;
    return kept && typeof kept.name === 'string' && kept.name ? { ...DEMO_SHOP_PROFILE, ...kept } : undefined;
  } catch {
    return undefined;
  }
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicKeys.config,
    queryFn: async () => rememberShop(await request(publicEndpoints.config)),
    staleTime: 5 * 60_000,
  });
}

/**
 * The shop's name, contact facts and links as its owner set them. A prerendered page has them from the start; the
 * app shell (an installed app opens on it) shows the last profile this device was sent until the config answers,
 * rather than the demo shop's name.
 */
export function useShop(): ShopProfile {
  const config = usePublicConfig().data;
  return config?.shop ?? lastKnownShop() ?? shopOf(config);
}

/**
 * The shop's hours with its zone's name, as the contact and legal pages show them: the server's wording, so the page
 * needs no time-zone names; worked out here only for a profile the server did not word (an older server, the last
 * profile this device kept).
 */
export function useContactHours(): string {
  const config = usePublicConfig().data;
  const shop = useShop();
  return config?.shop && config.contactHours !== undefined ? config.contactHours : hoursWithZone(shop);
}

/** The offers as configured, or the spec's defaults until (or unless) the config loads. */
/** The add-ons the shop offers now (none from an older server). */
export function useAddOns(): PublicAddOn[] {
  return usePublicConfig().data?.addOns ?? NO_ADD_ONS;
}
const NO_ADD_ONS: PublicAddOn[] = [];

export function useOffers() {
  return usePublicConfig().data?.offers ?? DEFAULT_OFFERS;
}
