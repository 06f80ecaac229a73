// What staff do to a paid order or a free-song submission: change its status, send the finished song, delete
// it. Each refreshes its list afterwards (spec §4); the words of each kind's messages are the spec's (§8).
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderStatus } from '../../../shared/enums';
import type { RefundRequest } from '../../../shared/schemas/refund';
import { adminApi } from '../kit/api';
import type { AdminItem, OrderKind } from './orderRows';
import { adminKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useAdminFreeSongs, useAdminOrders } from './orderQueries';

export const KIND_TEXT: Record<OrderKind, { list: string; noun: string; fetchFailed: string; deleted: string; deleteFailed: string }> = {
  paid: {
    list: 'Paid orders',
    noun: 'order',
    fetchFailed: 'Failed to fetch orders',
    deleted: 'Paid order deleted',
    deleteFailed: 'Failed to delete paid order',
  },
  free: {
    list: 'Free-song requests',
    noun: 'free song request',
    fetchFailed: 'Failed to fetch free songs',
    deleted: 'Free song request deleted',
    deleteFailed: 'Failed to delete free song',
  },
};

const listKey = (kind: OrderKind) => (kind === 'paid' ? adminKeys.orders : adminKeys.freeSongs);

export function useSetStatus(kind: OrderKind) {
  const refresh = useRefresh();
  return useMutation({
    // `from`: the status on the admin's screen; the server refuses the move if someone changed it meanwhile.
    mutationFn: ({ id, status, from }: { id: string; status: string; from?: string }): Promise<unknown> =>
      // The dialog offers only this kind's next statuses, and the server checks the move.
      kind === 'paid'
        ? adminApi.setOrderStatus(id, status as OrderStatus, from as OrderStatus | undefined)
        : adminApi.setFreeSongStatus(id, status, from),
    retry: retryIfUnreached,
    onSettled: () => refresh(listKey(kind)),
  });
}

export function useSendCompleted(kind: OrderKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }): Promise<unknown> =>
      kind === 'paid' ? adminApi.sendCompletedOrder(id, form) : adminApi.updateFreeSong(id, form),
    // Sending mails the customer: never repeated behind the admin's back.
    retry: false,
    onSettled: () => refresh(listKey(kind)),
  });
}

/** A refund from the order dialog: retried only when the server was never reached, with the same request id (refunds once). */
export function useRefundOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: RefundRequest }) => adminApi.refundOrder(id, refund),
    retry: retryIfUnreached,
    onSettled: () => refresh(adminKeys.orders, adminKeys.audit),
  });
}

/** Sends the lyrics draft for the buyer's approval (not retried: a second send would find the first waiting). */
export function useSendLyricsDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => adminApi.sendLyricsDraft(id, text),
    onSettled: () => refresh(adminKeys.orders, adminKeys.audit),
  });
}

export function useDeleteOrder(kind: OrderKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => (kind === 'paid' ? adminApi.deleteOrder(id) : adminApi.deleteFreeSong(id)),
    retry: retryIfUnreached,
    onSettled: () => refresh(listKey(kind)),
  });
}

/** One kind's list as rows' sources, with its loading state (both lists are fetched: the tabs show both counts). */
export function useOrderItems(kind: OrderKind) {
  const orders = useAdminOrders();
  const freeSongs = useAdminFreeSongs();
  const items = useMemo<AdminItem[] | undefined>(
    () =>
      kind === 'paid'
        ? orders.data?.map((data) => ({ kind: 'paid' as const, data }))
        : freeSongs.data?.map((data) => ({ kind: 'free' as const, data })),
    [kind, orders.data, freeSongs.data],
  );
  const query = kind === 'paid' ? orders : freeSongs;
  return {
    items,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
