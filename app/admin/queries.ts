// The admin screens' server state: one query per list, fresher than the shop's (staff wait for new orders),
// and the keys mutations refresh afterwards (spec §4: "after mutations the related admin lists are refreshed").
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { adminApi } from './api';
import { sendingPollInterval } from './orderRows';

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  sampleSongs: ['admin', 'sample-songs'] as const,
  orders: ['admin', 'orders'] as const,
  freeSongs: ['admin', 'free-songs'] as const,
  freeSongSetting: ['admin', 'settings', 'free_song_enabled'] as const,
  offers: ['admin', 'offers'] as const,
  shopProfile: ['admin', 'shop-profile'] as const,
  setup: ['admin', 'setup'] as const,
  testimonials: ['admin', 'testimonials'] as const,
  demoContent: ['admin', 'demo-content'] as const,
  pushDevices: ['admin', 'push-devices'] as const,
  chat: ['admin', 'chat'] as const,
  chatSessions: ['admin', 'chat', 'sessions'] as const,
  chatMessages: (sessionId: string) => ['admin', 'chat', 'messages', sessionId] as const,
  videos: ['admin', 'videos'] as const,
  videoTemplates: ['admin', 'videos', 'templates'] as const,
  generatedVideos: ['admin', 'videos', 'generated'] as const,
  videoOptions: ['admin', 'videos', 'options'] as const,
};

/** The shop's own queries that show what admins change (app/api/queries.ts), refreshed with the admin lists. */
export const publicKeys = {
  sampleSongs: ['/api/sample-songs'] as const,
  testimonials: ['/api/testimonials'] as const,
  freeSongSetting: ['/api/settings/free_song_enabled'] as const,
  config: ['/api/config'] as const,
};

/** Retry network and server failures; a 4xx answer (signed out, not found) will not change on a retry. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

const ADMIN_LIST = { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: true } as const;

export function useAdminSession() {
  return useQuery({ queryKey: adminKeys.session, queryFn: adminApi.session, retry: retryUnlessRefused, staleTime: 60_000 });
}

/** The admin's push devices (Settings → Alerts on this device). */
export function useAdminPushDevices() {
  return useQuery({ queryKey: adminKeys.pushDevices, queryFn: adminApi.pushDevices, ...ADMIN_LIST });
}

export function useAdminSampleSongs() {
  return useQuery({
    queryKey: adminKeys.sampleSongs,
    queryFn: adminApi.sampleSongs,
    select: (songs) => [...songs].sort((a, b) => a.sortOrder - b.sortOrder),
    ...ADMIN_LIST,
  });
}

export function useAdminOrders() {
  return useQuery({
    queryKey: adminKeys.orders,
    queryFn: adminApi.orders,
    ...ADMIN_LIST,
    refetchInterval: (query) => sendingPollInterval(query.state.data),
  });
}

export function useAdminFreeSongs() {
  return useQuery({
    queryKey: adminKeys.freeSongs,
    queryFn: adminApi.freeSongs,
    ...ADMIN_LIST,
    refetchInterval: (query) => sendingPollInterval(query.state.data),
  });
}

export function useFreeSongSetting() {
  return useQuery({ queryKey: adminKeys.freeSongSetting, queryFn: adminApi.freeSongSetting, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

/** The owner's setup checklist: fresh whenever the dashboard is looked at again (a change elsewhere ticks an item). */
export function useSetupChecklist() {
  return useQuery({ queryKey: adminKeys.setup, queryFn: adminApi.setup, ...ADMIN_LIST });
}

export function useAdminShopProfile() {
  return useQuery({ queryKey: adminKeys.shopProfile, queryFn: adminApi.shopProfile, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

export function useAdminOffers() {
  return useQuery({ queryKey: adminKeys.offers, queryFn: adminApi.offers, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

export function useAdminTestimonials() {
  return useQuery({ queryKey: adminKeys.testimonials, queryFn: adminApi.testimonials, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

/** How many demo testimonials and demo sample songs the shop still shows. */
export function useDemoContent() {
  return useQuery({ queryKey: adminKeys.demoContent, queryFn: adminApi.demoContent, ...ADMIN_LIST });
}

/** Refreshes the given lists (admin and public) after a change, and the setup checklist, whose items any change may tick. */
export function useRefresh() {
  const client = useQueryClient();
  return (...keys: QueryKey[]) =>
    Promise.all([...keys, adminKeys.setup].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * Mutations try once more only when the server was never reached (the shop's default is one retry for all);
 * uploads and sends pass `retry: false`, since a lost answer may hide a success that must not happen twice.
 */
export function retryIfUnreached(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError);
}

/** The reaction reminders (spec §7): never retried behind the admin's back (each press may mail customers). */
export function useSendReactionReminders() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: adminApi.sendReactionReminders,
    retry: false,
    onSettled: () => refresh(adminKeys.freeSongs),
  });
}
