// The Ordered Songs tab's lists, polled while a delivery mail is on its way, and the reaction reminders' mutation.
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../kit/api';
import { ADMIN_LIST, adminKeys, useRefresh } from '../kit/queries';
import { sendingPollInterval } from './orderRows';

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

/** The reaction reminders (spec §7): never retried behind the admin's back (each press may mail customers). */
export function useSendReactionReminders() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: adminApi.sendReactionReminders,
    retry: false,
    onSettled: () => refresh(adminKeys.freeSongs),
  });
}
