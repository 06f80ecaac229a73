// The Sample Songs tab's list, in the order the shop shows it.
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../kit/api';
import { ADMIN_LIST, adminKeys } from '../kit/queries';

export function useAdminSampleSongs() {
  return useQuery({
    queryKey: adminKeys.sampleSongs,
    queryFn: adminApi.sampleSongs,
    select: (songs) => [...songs].sort((a, b) => a.sortOrder - b.sortOrder),
    ...ADMIN_LIST,
  });
}
