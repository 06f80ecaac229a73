// The public queries, with the cache lifetimes the spec gives each.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig, SampleSong, Setting } from '../../../shared/api-types';
import { DEFAULT_OFFERS } from '../../../shared/offers';
import { DEMO_SHOP_PROFILE, shopOf, type ShopProfile } from '../../../shared/shopProfile';
import type { Testimonial } from '../../../shared/schemas/testimonial';
import { apiGet } from './client';

export function useSampleSongs(options: { staleMinutes?: number; keepMinutes?: number } = {}) {
  return useQuery({
    queryKey: ['/api/sample-songs'],
    queryFn: () => apiGet<SampleSong[]>('/api/sample-songs'),
    staleTime: (options.staleMinutes ?? 5) * 60_000,
    gcTime: (options.keepMinutes ?? 30) * 60_000,
    select: (songs) => [...songs].sort((a, b) => a.sortOrder - b.sortOrder),
  });
}

/** The shop's testimonials in the owner's order (a prerendered page starts from the list it was rendered with). */
export function useTestimonials() {
  return useQuery({
    queryKey: ['/api/testimonials'],
    queryFn: () => apiGet<Testimonial[]>('/api/testimonials'),
    staleTime: 5 * 60_000,
  });
}

/** Whether the free-song offer is on: a missing setting (404) or any failure counts as off, also after a prerendered page's own answer. */
export function useFreeSongEnabled(): boolean {
  const { data, isError } = useQuery({
    queryKey: ['/api/settings/free_song_enabled'],
    queryFn: () => apiGet<Setting>('/api/settings/free_song_enabled'),
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
    queryKey: ['/api/config'],
    queryFn: async () => rememberShop(await apiGet<PublicConfig>('/api/config')),
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

/** The offers as configured, or the spec's defaults until (or unless) the config loads. */
export function useOffers() {
  return usePublicConfig().data?.offers ?? DEFAULT_OFFERS;
}
