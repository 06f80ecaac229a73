// An order's review state as the page and its review panel ask for it (beside orderQueries.ts, which loads the
// review's code: the panel imports this module, not that one).
import { queryOptions } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { orderReviewKey } from '../../../shared/privatePageQueries';
import { ApiError, request } from '../../core/api/client';

export function reviewStateQuery(token: string) {
  return queryOptions({
    queryKey: orderReviewKey(token),
    queryFn: () => request(publicEndpoints.orderReview, { params: { token } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // The page and its review panel both read it: the panel's arrival does not ask again for a state that failed.
    retryOnMount: false,
  });
}
