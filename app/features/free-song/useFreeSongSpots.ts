// The promotion's spots as the page shows them: the count (cached 30 s, spec §9) and the shop's number of spots.
import { useQuery } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { spotsRemaining } from '../../../shared/freeSongSpots';
import { request } from '../../core/api/client';
import { usePublicConfig } from '../../core/api/queries';
import { useHydrated } from '../../ui/useHydrated';
import type { SpotsInfo } from './machine/freeSongMachine';

export const FREE_SONG_COUNT_KEY = [publicEndpoints.freeSongCount.path] as const;

export interface FreeSongSpots {
  /** Spots and spots left, or null until (unless) the count is known. */
  info: SpotsInfo | null;
  /** The number of spots alone, known from the config before the count arrives (for the page's words). */
  spots: number | null;
  loading: boolean;
}

export function useFreeSongSpots(): FreeSongSpots {
  const config = usePublicConfig();
  const count = useQuery({
    queryKey: FREE_SONG_COUNT_KEY,
    queryFn: () => request(publicEndpoints.freeSongCount),
    staleTime: 30_000,
  });
  // While hydrating, what the server rendered (it never knows the count): the form's section hydrates only as it
  // nears the screen, by when the count has often arrived, and HTML that differed would be thrown away and redrawn.
  const live = useHydrated();
  if (!live) return { info: null, spots: config.data?.freeSongSpots ?? null, loading: true };
  const spots = count.data?.spots ?? config.data?.freeSongSpots ?? null;
  const info = count.data && spots !== null ? { spots, remaining: count.data.remaining ?? spotsRemaining(spots, count.data.count) } : null;
  return { info, spots, loading: count.isPending };
}
