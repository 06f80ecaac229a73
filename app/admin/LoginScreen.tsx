// The admin login (spec §5, DESIGN §4): the password is checked by the server only; the answer is a session
// token kept in sessionStorage. Wrong password, too many tries (429) and an ended session each say so.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { ApiError } from '../core/api/client';
import { useShop } from '../core/api/queries';
import { failureText, login } from './kit/client';
import { useAdminAuth } from './kit/session';
import { toast } from '../ui/toasts';
import { useFocusOnArrival } from './kit/useFocusOnArrival';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export function LoginScreen() {
  const shop = useShop();
  const expired = useAdminAuth((s) => s.expired);
  const signIn = useAdminAuth((s) => s.signIn);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnArrival(input);

  const attempt = useMutation({
    mutationFn: login,
    retry: false,
    onSuccess: (session) => {
      signIn(session.token);
      toast.success(ADMIN_MESSAGES.loggedIn);
    },
    onError: (err) => {
      let message: string;
      if (err instanceof ApiError && err.status === 401) message = ADMIN_MESSAGES.invalidPassword;
      else if (err instanceof ApiError && err.status === 429) message = err.serverMessage ?? TOO_MANY;
      else message = failureText(err);
      toast.error(message);
      setError(message);
      input.current?.select();
      input.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt.isPending) return;
    if (!password) {
      setError('Please enter the admin password');
      input.current?.focus();
      return;
    }
    setError(null);
    attempt.mutate(password);
  };

  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <form className="admin-login__card card" onSubmit={submit} noValidate>
        <p className="eyebrow">Staff only</p>
        <h1 id="admin-login-title" className="admin-login__title">
          Admin sign in
        </h1>
        {expired && (
          <p className="admin-notice" role="status">
            Your session has ended. Please sign in again.
          </p>
        )}
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            ref={input}
            id="admin-password"
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-password-error' : undefined}
            required
          />
          {error && (
            <p className="field-error" id="admin-password-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block" aria-disabled={attempt.isPending}>
          {attempt.isPending ? 'Signing in…' : 'Sign in'}
        </button>
        {/* SESSION_MS in api/services/admin/auth.ts; the token sits in sessionStorage, which a closed tab forgets. */}
        <p className="admin-login__hint">
          For {shop.name} staff. A sign-in lasts 12 hours or until you log out. Closing the tab forgets it on this device, but only Logout
          ends it.
        </p>
      </form>
    </section>
  );
}
