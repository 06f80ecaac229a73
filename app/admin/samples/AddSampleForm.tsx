// Add a sample song (spec §5): title, genre (the /sample-songs categories) and an MP3 or WAV of up to 10 MB.
// The server reads the duration from the file and puts the song last.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { SampleSong } from '../../../shared/api-types';
import { SAMPLE_CATEGORIES } from '../../../shared/enums';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { ApiError } from '../../core/api/client';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, useRefresh } from '../kit/queries';
import { buildSampleForm, SAMPLE_AUDIO_ACCEPT } from './sampleForm';
import { toast } from '../../ui/toasts';

type Field = 'title' | 'genre' | 'file';

export function AddSampleForm({ songs }: { songs: readonly SampleSong[] }) {
  const [title, setTitle] = useState('');
  const [genre, setGenre] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  // A new key empties the file input after a successful upload (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const refs = { title: useRef<HTMLInputElement>(null), genre: useRef<HTMLSelectElement>(null), file: useRef<HTMLInputElement>(null) };
  const refresh = useRefresh();
  const clear = (field: Field) => setInvalid((current) => (current?.field === field ? null : current));

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

  const errorFor = (field: Field) =>
    invalid?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `sample-${field}-error` } : {};
  const errorText = (field: Field) =>
    invalid?.field === field ? (
      <p className="field-error" id={`sample-${field}-error`}>
        {invalid.message}
      </p>
    ) : null;

  return (
    <form className="card admin-card" onSubmit={submit} noValidate aria-labelledby="add-sample-title">
      <h2 id="add-sample-title" className="admin-card__title">
        Add a sample song
      </h2>
      <div className="field">
        <label htmlFor="sample-title">Title</label>
        <input
          ref={refs.title}
          id="sample-title"
          className="input"
          value={title}
          maxLength={120}
          onChange={(e) => {
            setTitle(e.target.value);
            clear('title');
          }}
          required
          {...errorFor('title')}
        />
        {errorText('title')}
      </div>
      <div className="field">
        <label htmlFor="sample-genre">Genre</label>
        <select
          ref={refs.genre}
          id="sample-genre"
          className="select"
          value={genre}
          onChange={(e) => {
            setGenre(e.target.value);
            clear('genre');
          }}
          required
          {...errorFor('genre')}
        >
          <option value="">Choose a genre</option>
          {SAMPLE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errorText('genre')}
      </div>
      <div className="field">
        <label htmlFor="sample-file">Audio file</label>
        <p className="hint" id="sample-file-hint">
          MP3 or WAV, max 10MB
        </p>
        <input
          key={fileKey}
          ref={refs.file}
          id="sample-file"
          className="input admin-file"
          type="file"
          accept={SAMPLE_AUDIO_ACCEPT}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            clear('file');
          }}
          required
          {...errorFor('file')}
          aria-describedby={invalid?.field === 'file' ? 'sample-file-hint sample-file-error' : 'sample-file-hint'}
        />
        {errorText('file')}
      </div>
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Add song'}
      </button>
    </form>
  );
}
