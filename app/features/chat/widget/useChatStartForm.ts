// The start form's state, read from the chat machine: the values, their errors, the notice, whether Start Chat
// may be pressed; the props that bind each control to its field, and focus on the first field to fix.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { canStartChat, CHAT_FORM_FIELDS, type ChatActor, type ChatFormField } from '../machine/chatMachine';

export const controlId = (field: ChatFormField) => `chat-${field}`;

export function useChatStartForm(actor: ChatActor) {
  const values = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const starting = useSelector(actor, (s) => s.matches({ session: 'starting' }));
  const waiting = useSelector(actor, (s) => s.matches({ session: { form: 'waiting' } }));
  const enabled = useSelector(actor, canStartChat);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After a refused check, focus goes to the first field to fix.
    const first = CHAT_FORM_FIELDS.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${controlId(first)}`)?.focus();
  }, [errors]);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    actor.send({ type: 'field.changed', field: event.target.name as ChatFormField, value: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  const fieldProps = (field: ChatFormField) => ({
    id: controlId(field),
    name: field,
    value: values[field],
    onChange: change,
    readOnly: starting,
    ...(errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${controlId(field)}-error` } : {}),
  });

  return { form, errors, notice, starting, waiting, enabled, fieldProps, submit };
}
