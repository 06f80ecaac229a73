// The order page's slideshow, kept in the order's own query: photos uploaded one a request (each with its progress,
// so one refused photo leaves the others), removed, reordered at once on the screen and then on the server (put
// back if refused), and the video asked for. Each outcome is one sentence for the polite live region.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as publicEndpoints from '../../../../shared/api/publicEndpoints';
import type { OrderView } from '../../../../shared/api-types';
import type { OrderSlideshow } from '../../../../shared/schemas/slideshow';
import { request } from '../../../core/api/client';
import { failureText, movedMessage } from './photoOrder';
import { usePhotoUploads } from './usePhotoUploads';

export function useSlideshowEdits(token: string) {
  const queryClient = useQueryClient();
  const key = [publicEndpoints.orderView.path, token];
  const { data: order } = useQuery({
    queryKey: key,
    queryFn: () => request(publicEndpoints.orderView, { params: { token } }),
    // While the video is being made, the page looks again every few seconds.
    refetchInterval: (query) => (['pending', 'rendering'].includes(query.state.data?.slideshow?.status ?? '') ? 5000 : false),
  });
  const slideshow = order?.slideshow;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const store = useCallback(
    (next: OrderSlideshow) => queryClient.setQueryData<OrderView>(key, (old) => (old ? { ...old, slideshow: next } : old)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, token],
  );

  async function act(run: () => Promise<OrderSlideshow>, said: string, undo?: () => void) {
    setBusy(true);
    try {
      store(await run());
      setMessage(said);
    } catch (error) {
      undo?.();
      setMessage(failureText(error));
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(false);
    }
  }

  const remove = (id: string, position: number) =>
    act(() => request(publicEndpoints.orderPhotoDelete, { params: { token, id } }), `Photo ${position} removed.`);

  /** Shows the new order at once, then keeps it (or puts the old one back). */
  function reorder(ids: string[], movedId: string) {
    if (!slideshow) return;
    const before = slideshow;
    const byId = new Map(before.photos.map((p) => [p.id, p]));
    store({ ...before, photos: ids.map((id) => byId.get(id)!) });
    return act(
      () => request(publicEndpoints.orderPhotoOrder, { params: { token }, body: { ids } }),
      movedMessage(ids, movedId),
      () => store(before),
    );
  }

  const render = () =>
    act(
      () => request(publicEndpoints.orderSlideshowRender, { params: { token } }),
      'Your video is being made. It will appear here when it is ready.',
    );

  const uploads = usePhotoUploads(token, slideshow, store, setMessage);
  return { order, slideshow, ...uploads, message, busy, remove, reorder, render };
}
