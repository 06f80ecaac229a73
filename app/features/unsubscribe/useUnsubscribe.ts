// The unsubscribe link's calls: which address the token is for (and whether it is already off the list), and
// the request that takes it off.
import { useMutation, useQuery } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';

export function useUnsubscribe(token: string) {
  const status = useQuery({
    queryKey: [publicEndpoints.unsubscribeStatus.path, token],
    queryFn: () => request(publicEndpoints.unsubscribeStatus, { query: { token } }),
    enabled: token !== '',
    // A link that is not ours stays that way; a lost connection may come back.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: 0,
  });
  const unsubscribe = useMutation({
    mutationFn: () => request(publicEndpoints.unsubscribe, { query: { token } }),
    // Unsubscribing twice is harmless, so a call that never reached the server is tried once more.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError),
  });
  return { status, unsubscribe };
}
