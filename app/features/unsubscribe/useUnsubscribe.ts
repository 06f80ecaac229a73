// The unsubscribe link's calls: which address the token is for (and whether it is already off the list), and
// the request that takes it off.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../core/api/client';

interface UnsubscribeStatus {
  email: string;
  unsubscribed: boolean;
}

const path = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

export function useUnsubscribe(token: string) {
  const status = useQuery({
    queryKey: ['/api/unsubscribe', token],
    queryFn: () => apiGet<UnsubscribeStatus>(path(token)),
    enabled: token !== '',
    // A link that is not ours stays that way; a lost connection may come back.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: 0,
  });
  const unsubscribe = useMutation({
    mutationFn: () => apiRequest<{ unsubscribed: true }>('POST', path(token)),
    // Unsubscribing twice is harmless, so a call that never reached the server is tried once more.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError),
  });
  return { status, unsubscribe };
}
