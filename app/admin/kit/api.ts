// The admin API wired to the session store: the one instance the admin screens use.
import { createAdminApi, createAdminRequest } from './client';
import { useAdminAuth } from './session';

export const adminApi = createAdminApi(
  createAdminRequest({
    token: () => useAdminAuth.getState().token,
    expired: () => useAdminAuth.getState().signOut({ expired: true }),
  }),
);
