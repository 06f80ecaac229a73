// The signed-in person's role (issue 26), from the session: the screens hide what it may not do, by the same table
// the server enforces (shared/api/adminRoles.ts). Until the session is read, nothing role-bound shows.
import { mayCall, type AdminEndpointName } from '../../../shared/api/adminRoles';
import type { StaffRole } from '../../../shared/schemas/staff';
import { useAdminSession } from './queries';

export function useRole(): StaffRole | undefined {
  const session = useAdminSession().data;
  // An older server names no role: its one password is the owner.
  return session ? (session.role ?? 'owner') : undefined;
}

/** Whether the signed-in role may call the endpoint (false while the session is being read). */
export function useMay(): (endpoint: AdminEndpointName) => boolean {
  const role = useRole();
  return (endpoint) => role !== undefined && mayCall(role, endpoint);
}
