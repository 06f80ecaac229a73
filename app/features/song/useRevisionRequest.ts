// The lyric-revision request's state and sending: the note and its error, the server's answer (accepted, or
// refused as a second request), and the sentence for a send that failed otherwise.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';
import { revisionFailure } from './revisionRequest';

// The note's rule and messages come with zod (about 24 kB): loaded when a note is sent, not with the page.
const revisionRules = () =>
  Promise.all([import('../../../shared/schemas/admin'), import('../../../shared/schemas/fields')]).then(([admin, fields]) => ({
    ...admin,
    firstMessage: fields.firstMessage,
  }));

/** `onRecorded` gets the server's date once a request is accepted (or null when one existed already). */
export function useRevisionRequest(token: string, onRecorded: (requestedAt: string | null) => void) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const send = useMutation({
    mutationFn: (body: { note: string }) => request(publicEndpoints.songRevision, { params: { token }, body }),
    networkMode: 'always',
    // Only a network failure is worth one more try; the server's answer will not change.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
    onSuccess: ({ requestedAt }) => {
      setAccepted(true);
      onRecorded(requestedAt);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        if (error.serverMessage) setRefusal(error.serverMessage);
        else void revisionRules().then(({ ADMIN_MESSAGES }) => setRefusal(ADMIN_MESSAGES.revisionTwice));
        onRecorded(null);
      } else if (error instanceof ApiError && error.status === 400) setNoteError(error.serverMessage ?? 'Please check your note');
    },
  });

  const changeNote = (value: string) => {
    setNote(value);
    if (noteError) setNoteError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void revisionRules().then(({ revisionRequestSchema, firstMessage }) => {
      const parsed = revisionRequestSchema.safeParse({ note });
      if (!parsed.success) {
        setNoteError(firstMessage(parsed.error));
        return;
      }
      setNoteError(undefined);
      send.mutate(parsed.data);
    });
  };

  return {
    note,
    noteError,
    accepted,
    refusal,
    sending: send.isPending,
    failure: send.isError ? revisionFailure(send.error) : null,
    changeNote,
    submit,
  };
}

export type RevisionRequest = ReturnType<typeof useRevisionRequest>;
