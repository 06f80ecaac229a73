// The admin screens' server state: one query per list, fresher than the shop's (staff wait for new orders),
// and the keys mutations refresh afterwards (spec §4: "after mutations the related admin lists are refreshed").
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../core/api/client';
import { adminApi } from './api';

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  sampleSongs: ['admin', 'sample-songs'] as const,
  orders: ['admin', 'orders'] as const,
  freeSongs: ['admin', 'free-songs'] as const,
  board: ['admin', 'board'] as const,
  freeSongSetting: ['admin', 'settings', 'free_song_enabled'] as const,
  guaranteeSetting: ['admin', 'settings', 'guarantee_enabled'] as const,
  lyricsApprovalSetting: ['admin', 'settings', 'lyrics_approval_enabled'] as const,
  audit: ['admin', 'audit'] as const,
  offers: ['admin', 'offers'] as const,
  addOns: ['admin', 'add-ons'] as const,
  shopProfile: ['admin', 'shop-profile'] as const,
  setup: ['admin', 'setup'] as const,
  testimonials: ['admin', 'testimonials'] as const,
  reviews: ['admin', 'reviews'] as const,
  demoContent: ['admin', 'demo-content'] as const,
  pushDevices: ['admin', 'push-devices'] as const,
  chat: ['admin', 'chat'] as const,
  chatSessions: ['admin', 'chat', 'sessions'] as const,
  chatMessages: (sessionId: string) => ['admin', 'chat', 'messages', sessionId] as const,
  videos: ['admin', 'videos'] as const,
  videoTemplates: ['admin', 'videos', 'templates'] as const,
  generatedVideos: ['admin', 'videos', 'generated'] as const,
  videoOptions: ['admin', 'videos', 'options'] as const,
  staff: ['admin', 'staff'] as const,
  sessions: ['admin', 'sessions'] as const,
  acceptHours: ['admin', 'settings', 'assignment_accept_hours'] as const,
};

/** The shop's own queries that show what admins change, refreshed with the admin lists. */
export { publicKeys } from '../../core/api/queries';

/** Retry network and server failures; a 4xx answer (signed out, not found) will not change on a retry. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const ADMIN_LIST = { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: true } as const;

export function useAdminSession() {
  return useQuery({ queryKey: adminKeys.session, queryFn: adminApi.session, retry: retryUnlessRefused, staleTime: 60_000 });
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
