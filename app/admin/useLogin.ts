// The admin sign-in's state: the e-mail (staff, issue 26; empty for the shop's password) and password typed, what went wrong, and the attempt. The server alone checks the
// password; a wrong one (401), too many tries (429) and anything else each get their own message, and the
// password is selected for retyping.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { ApiError } from '../core/api/client';
import { failureText, login } from './kit/client';
import { useAdminAuth } from './kit/session';
import { toast } from '../ui/toasts';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export function useLogin(initialEmail = '') {
  const signIn = useAdminAuth((s) => s.signIn);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const attempt = useMutation({
    mutationFn: login,
    retry: false,
    onSuccess: (session) => {
      signIn(session.token);
      toast.success(ADMIN_MESSAGES.loggedIn);
    },
    onError: (err) => {
      let message: string;
      if (err instanceof ApiError && err.status === 401)
        message = email.trim() ? (err.serverMessage ?? ADMIN_MESSAGES.invalidPassword) : ADMIN_MESSAGES.invalidPassword;
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
    attempt.mutate({ email, password });
  };

  const type = (text: string) => {
    setPassword(text);
    setError(null);
  };

  const typeEmail = (text: string) => {
    setEmail(text);
    setError(null);
  };

  return { email, typeEmail, password, type, error, input, submit, pending: attempt.isPending };
}
