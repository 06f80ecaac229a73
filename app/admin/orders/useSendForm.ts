// The send-completed form's state (spec §5): what was picked and typed, the errors beside the fields and a failed
// send's reason; a submit checks with buildSendForm, then sends, toasts how it went and closes on success.
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { toast } from '../../ui/toasts';
import { useSendCompleted } from './orderActions';
import type { AdminItem } from './orderRows';
import { INSTRUMENTAL_ADD_ON } from '../../../shared/schemas/addOn';
import { buildSendForm, SEND_FIELDS, type SendField, type SendInput, type SendNeeds } from './sendForm';

/** What this item's send must carry: an order's instrumental version, when it was bought. */
export function sendNeedsOf(item: AdminItem): SendNeeds {
  return { instrumental: item.kind === 'paid' && (item.data.addOns ?? []).some((a) => a.id === INSTRUMENTAL_ADD_ON) };
}

export type SendFormState = ReturnType<typeof useSendForm>;

export function useSendForm(item: AdminItem, onDone: () => void) {
  const id = useId();
  const send = useSendCompleted(item.kind);
  const [input, setInput] = useState<SendInput>(() => ({
    songFile: null,
    lyricsFile: null,
    instrumentalFile: null,
    message: '',
    adminNotes: item.data.adminNotes ?? '',
    schedule: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<SendField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fields: Record<SendField, RefObject<HTMLInputElement | null>> = {
    songFile: useRef<HTMLInputElement>(null),
    lyricsFile: useRef<HTMLInputElement>(null),
    instrumentalFile: useRef<HTMLInputElement>(null),
    schedule: useRef<HTMLInputElement>(null),
  };

  const change = <K extends keyof SendInput>(key: K, value: SendInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    // A field's error goes once that field changes, and so does a failed send's reason (the files or time are new).
    if (!(SEND_FIELDS as readonly string[]).includes(key)) return;
    setFailure(null);
    setErrors((current) => (current[key as SendField] ? { ...current, [key]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const result = buildSendForm(item.kind, input, new Date(), sendNeedsOf(item));
    if (!result.ok) {
      setErrors(result.errors);
      const first = SEND_FIELDS.find((f) => result.errors[f]);
      if (first) fields[first].current?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { id: item.data.id, form: result.form },
      {
        onSuccess: () => {
          toast.success(
            'Completed song sent to customer',
            result.scheduledFor ? `The mail goes out ${formatDateTime(result.scheduledFor.toISOString())}` : undefined,
          );
          onDone();
        },
        onError: (error) => {
          setFailure(failureText(error));
          toast.error('Failed to send completed order', failureText(error));
        },
      },
    );
  };

  const errorId = (field: SendField) => `${id}-${field}-error`;
  /** A field's invalid state, and what reads with it: its hint, then its error. */
  const describe = (field: SendField, hint?: string) => {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };

  return { id, input, change, errors, errorId, describe, failure, fields, submit, pending: send.isPending };
}
