// Add a sample song (spec §5): title, genre (the /sample-songs categories) and an MP3 or WAV of up to 10 MB.
// The server reads the duration from the file and puts the song last.
import type { SampleSong } from '../../../shared/api-types';
import { SAMPLE_CATEGORIES } from '../../../shared/enums';
import { SAMPLE_AUDIO_ACCEPT } from './sampleForm';
import { useAddSampleForm, type SampleField } from './useAddSampleForm';
import { FieldError } from '../kit/FieldError';

export function AddSampleForm({ songs }: { songs: readonly SampleSong[] }) {
  const form = useAddSampleForm(songs);
  const { invalid, refs, pick } = form;
  const errorFor = (field: SampleField) =>
    invalid?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `sample-${field}-error` } : {};
  const messageOf = (field: SampleField) => (invalid?.field === field ? invalid.message : null);

  return (
    <form className="card admin-card" onSubmit={form.submit} noValidate aria-labelledby="add-sample-title">
      <h2 id="add-sample-title" className="admin-card__title">
        Add a sample song
      </h2>
      <div className="field">
        <label htmlFor="sample-title">Title</label>
        <input
          ref={refs.title}
          id="sample-title"
          className="input"
          value={form.title}
          maxLength={120}
          onChange={(e) => pick.title(e.target.value)}
          required
          {...errorFor('title')}
        />
        <FieldError id="sample-title-error" message={messageOf('title')} />
      </div>
      <div className="field">
        <label htmlFor="sample-genre">Genre</label>
        <select
          ref={refs.genre}
          id="sample-genre"
          className="select"
          value={form.genre}
          onChange={(e) => pick.genre(e.target.value)}
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
        <FieldError id="sample-genre-error" message={messageOf('genre')} />
      </div>
      <div className="field">
        <label htmlFor="sample-file">Audio file</label>
        <p className="hint" id="sample-file-hint">
          MP3 or WAV, max 10MB
        </p>
        <input
          key={form.fileKey}
          ref={refs.file}
          id="sample-file"
          className="input admin-file"
          type="file"
          accept={SAMPLE_AUDIO_ACCEPT}
          onChange={(e) => pick.file(e.target.files?.[0] ?? null)}
          required
          {...errorFor('file')}
          aria-describedby={invalid?.field === 'file' ? 'sample-file-hint sample-file-error' : 'sample-file-hint'}
        />
        <FieldError id="sample-file-error" message={messageOf('file')} />
      </div>
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={form.pending}>
        {form.pending ? 'Uploading…' : 'Add song'}
      </button>
    </form>
  );
}
