// The contact form's state and sending: the values, each field's error, and the message posted to the shop with
// the spec's toasts; a refused check puts focus on the first field that needs attention. The check (zod and the
// API's schema, some 25 kB) loads when the form is first focused, so the page's first visit neither fetches nor
// evaluates it; a send waits for it.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import type { ContactMessage } from '../../../shared/schemas/contact';
import { ApiError, request } from '../../core/api/client';
import { toast } from '../../ui/toasts';
import { EMPTY_CONTACT, type ContactValues, type FieldErrors, type FieldName } from './contactForm';

const loadCheck = () => import('./checkContact');

export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Between a press of Send and the check's code arriving: a second press sends nothing more.
  const checking = useRef(false);

  const send = useMutation({
    mutationFn: (message: ContactMessage) => request(publicEndpoints.contact, { body: message }),
    // Only a network failure is worth one more try; the server's answer will not change.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.sentTitle, CONTACT_MESSAGES.sent);
      setValues(EMPTY_CONTACT);
      setErrors({});
    },
    // Past the shop's limit "please try again" is the wrong advice: its own sentence says to wait.
    onError: (error) =>
      toast.error(
        CONTACT_MESSAGES.failedTitle,
        error instanceof ApiError && error.status === 429 ? CONTACT_MESSAGES.tooMany : CONTACT_MESSAGES.failed,
      ),
  });

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as FieldName;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field])
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    const form = event.currentTarget;
    checking.current = true;
    loadCheck()
      .then(({ checkContact }) => {
        const check = checkContact(values);
        if (check.ok) {
          setErrors({});
          send.mutate(check.message);
          return;
        }
        setErrors(check.errors);
        if (check.missingRequired) toast.error(CONTACT_MESSAGES.missingTitle, CONTACT_MESSAGES.missing);
        const element = check.firstInvalid ? form.elements.namedItem(check.firstInvalid) : null;
        if (element instanceof HTMLElement) element.focus();
      })
      // The check's code could not be fetched (offline before it ever loaded): the message could not go either.
      .catch(() => toast.error(CONTACT_MESSAGES.failedTitle, CONTACT_MESSAGES.failed))
      .finally(() => {
        checking.current = false;
      });
  }

  /** Fetches the check ahead of Send, once someone starts on the form. */
  function prepare() {
    loadCheck().catch(() => undefined);
  }

  /** The attributes that tie a control to its label's error message. */
  const errorProps = (field: FieldName) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${field}-error` } : {};

  return { values, errors, sending: send.isPending, change, submit, prepare, errorProps };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
