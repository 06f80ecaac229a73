// The add-sample-song form's state: title, genre and file, which field is invalid and why, and the upload. After a
// song is added the fields empty and focus goes back to the title, ready for the next one.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { SampleSong } from '../../../shared/api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { ApiError } from '../../core/api/client';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, useRefresh } from '../kit/queries';
import { buildSampleForm } from './sampleForm';
import { toast } from '../../ui/toasts';

export type SampleField = 'title' | 'genre' | 'file';

export function useAddSampleForm(songs: readonly SampleSong[]) {
  const [title, setTitle] = useState('');
  const [genre, setGenre] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<{ field: SampleField; message: string } | null>(null);
  // A new key empties the file input after a successful upload (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const refs = { title: useRef<HTMLInputElement>(null), genre: useRef<HTMLSelectElement>(null), file: useRef<HTMLInputElement>(null) };
  const refresh = useRefresh();
  const clear = (field: SampleField) => setInvalid((current) => (current?.field === field ? null : current));

  const upload = useMutation({
    mutationFn: (form: FormData) => adminApi.addSampleSong(form),
    retry: false,
    onSuccess: () => {
      toast.success('Sample song added');
      setTitle('');
      setGenre('');
      setFile(null);
      setFileKey((k) => k + 1);
      refs.title.current?.focus();
    },
    onError: (error) => {
      // The server's reason when it gave one; a request that never got an answer is the spec's other message.
      if (error instanceof ApiError) toast.error(`Failed to upload song: ${failureText(error)}`);
      else toast.error('Failed to add sample song', failureText(error));
    },
    onSettled: () => refresh(adminKeys.sampleSongs, publicKeys.sampleSongs),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // aria-disabled rather than disabled while uploading: a disabled button would drop the keyboard focus.
    if (upload.isPending) return;
    const result = buildSampleForm({ title, genre, file }, songs);
    if (!result.ok) {
      setInvalid({ field: result.field, message: result.message });
      // Type and size are the server's rules checked early: they read as the server's refusal would.
      toast.error(result.message === ADMIN_MESSAGES.sampleFieldsMissing ? result.message : `Failed to upload song: ${result.message}`);
      refs[result.field].current?.focus();
      return;
    }
    setInvalid(null);
    upload.mutate(result.form);
  };

  const pick = {
    title: (text: string) => (setTitle(text), clear('title')),
    genre: (text: string) => (setGenre(text), clear('genre')),
    file: (picked: File | null) => (setFile(picked), clear('file')),
  };

  return { title, genre, fileKey, invalid, refs, pick, submit, pending: upload.isPending };
}
