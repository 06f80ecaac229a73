// The page an invitation's link opens (issue 26): /admin#invitation=<token>. The token stays in the fragment, which
// browsers never send, so no server log sees it; the page sets the password (8 characters or more) once, then
// the sign-in form opens with the address filled in.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { MIN_STAFF_PASSWORD, STAFF_MESSAGES } from '../../shared/schemas/staff';
import { acceptInvitation, failureText } from './kit/client';
import { FieldError } from './kit/FieldError';
import { useFocusOnArrival } from './kit/useFocusOnArrival';

export function InvitationScreen({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const accept = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    retry: false,
    onSuccess: (accepted) => onDone(accepted.email),
    onError: (err) => {
      setError(failureText(err));
      input.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (password.length < MIN_STAFF_PASSWORD) {
      setError(STAFF_MESSAGES.passwordShort);
      input.current?.focus();
      return;
    }
    setError(null);
    accept.mutate();
  };

  return (
    <section className="admin-login" aria-labelledby="invitation-title">
      <form className="admin-login__card card" onSubmit={submit} noValidate>
        <p className="eyebrow">Staff invitation</p>
        <h1 id="invitation-title" ref={heading} tabIndex={-1} className="admin-login__title">
          Choose your password
        </h1>
        <div className="field">
          <label htmlFor="invitation-password">New password</label>
          <input
            ref={input}
            id="invitation-password"
            className="input"
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invitation-password-error invitation-password-hint' : 'invitation-password-hint'}
            required
          />
          <p id="invitation-password-hint" className="hint">
            At least {MIN_STAFF_PASSWORD} characters. The link works once.
          </p>
          <FieldError id="invitation-password-error" message={error} />
        </div>
        <button type="submit" className="btn btn--primary btn--block" aria-disabled={accept.isPending}>
          {accept.isPending ? 'Saving…' : 'Set password'}
        </button>
      </form>
    </section>
  );
}
