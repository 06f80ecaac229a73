// The Team tab's server state (issue 26): the staff list, the owner's accept time, and the changes to them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInvite, StaffUpdate } from '../../../shared/schemas/staff';
import { adminApi } from '../kit/api';
import { ADMIN_LIST, adminKeys } from '../kit/queries';

/** `enabled` false: a role that may not list staff asks nothing. Asked again on every opening: an invitation is accepted elsewhere. */
export function useStaff(enabled = true) {
  return useQuery({ queryKey: adminKeys.staff, queryFn: adminApi.staff, enabled, ...ADMIN_LIST, staleTime: 0 });
}

export function useAcceptHours() {
  return useQuery({ queryKey: adminKeys.acceptHours, queryFn: adminApi.acceptHours, ...ADMIN_LIST });
}

export function useTeamActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.staff });
  return {
    invite: useMutation({ mutationFn: (invite: StaffInvite) => adminApi.inviteStaff(invite), retry: false, onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: string; change: StaffUpdate }) => adminApi.updateStaff(id, change),
      retry: false,
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => adminApi.deleteStaff(id), retry: false, onSettled: refresh }),
    reinvite: useMutation({ mutationFn: (id: string) => adminApi.reinviteStaff(id), retry: false, onSettled: refresh }),
    acceptHours: useMutation({
      mutationFn: (hours: string) => adminApi.setAcceptHours(hours),
      retry: false,
      onSettled: () => client.invalidateQueries({ queryKey: adminKeys.acceptHours }),
    }),
  };
}
