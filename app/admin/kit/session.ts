// The admin's bearer token (DESIGN §4): kept for the browser session in sessionStorage 'admin-auth', cleared on
// logout and on any 401, so a closed tab or an expired session lands back on the login screen.
import { create } from 'zustand';

export const ADMIN_AUTH_KEY = 'admin-auth';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off (privacy modes); the session then lasts as long as the page.
    return null;
  }
}

export interface AdminAuthState {
  token: string | null;
  /** Set when the server ended the session (a 401), so the login screen can say why it is back. */
  expired: boolean;
  signIn(token: string): void;
  signOut(options?: { expired?: boolean }): void;
}

export const useAdminAuth = create<AdminAuthState>((set) => ({
  token: storage()?.getItem(ADMIN_AUTH_KEY) ?? null,
  expired: false,
  signIn(token) {
    storage()?.setItem(ADMIN_AUTH_KEY, token);
    set({ token, expired: false });
  },
  signOut(options) {
    storage()?.removeItem(ADMIN_AUTH_KEY);
    set({ token: null, expired: options?.expired ?? false });
  },
}));
