// The admin login (spec §5, DESIGN §4): the password is checked by the server only; the answer is a session
// token kept in sessionStorage. Wrong password, too many tries (429) and an ended session each say so.
import { useShop } from '../core/api/queries';
import { useAdminAuth } from './kit/session';
import { FieldError } from './kit/FieldError';
import { useFocusOnArrival } from './kit/useFocusOnArrival';
import { useLogin } from './useLogin';

export function LoginScreen({ email: initialEmail = '', notice }: { email?: string; notice?: string }) {
  const shop = useShop();
  const expired = useAdminAuth((s) => s.expired);
  const { email, typeEmail, password, type, error, input, submit, pending } = useLogin(initialEmail);
  useFocusOnArrival(input);

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
        {notice && (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        )}
        <div className="field">
          <label htmlFor="admin-email">E-mail (staff accounts)</label>
          <input
            id="admin-email"
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => typeEmail(e.target.value)}
            aria-describedby="admin-email-hint"
          />
          <p id="admin-email-hint" className="hint">
            Leave it empty to sign in with the shop password.
          </p>
        </div>
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
            onChange={(e) => type(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-password-error' : undefined}
            required
          />
          <FieldError id="admin-password-error" message={error} />
        </div>
        <button type="submit" className="btn btn--primary btn--block" aria-disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
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
