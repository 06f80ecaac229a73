// The admin API wired to the session store: the one instance the admin screens use, and its request function
// (the token added, a 401 ending the session) for code shared with the customer's side, such as push.
import { createAdminApi, createAdminRequest } from './client';
import { useAdminAuth } from './session';

export const adminRequest = createAdminRequest({
  token: () => useAdminAuth.getState().token,
  expired: () => useAdminAuth.getState().signOut({ expired: true }),
});

export const adminApi = createAdminApi(adminRequest);
