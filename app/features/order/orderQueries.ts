// The order page's two queries, the order and its review's state. Both start together (also from app/main.tsx as
// the app starts, before the page's code has arrived), so the page is drawn once, with the review in its place.
import { queryOptions } from '@tanstack/react-query';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { orderViewKey } from '../../../shared/privatePageQueries';
import { ApiError, request } from '../../core/api/client';
import { loadPartsFor } from './orderParts';

export function orderQuery(token: string) {
  return queryOptions({
    queryKey: orderViewKey(token),
    // The order comes with the code of the parts its state shows, so the page is drawn once, whole.
    queryFn: async () => {
      const order = await request(publicEndpoints.orderView, { params: { token } });
      await loadPartsFor(order);
      return order;
    },
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

export { reviewStateQuery } from './reviewQuery';
