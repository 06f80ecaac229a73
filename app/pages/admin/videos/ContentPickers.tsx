// What a video is made from: a sample song for the music, and for the reaction highlight a customer's
// reaction video. Each says plainly when there is nothing to choose yet.
import type { RefObject } from 'react';
import type { VideoOptions } from '../../../../shared/schemas/video';
import { SelectField } from './VideoFields';

interface SampleSongPickerProps {
  id: string;
  songs: VideoOptions['sampleSongs'];
  value: string;
  onChange: (id: string) => void;
  hint: string;
  error?: string | undefined;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

export function SampleSongPicker({ id, songs, value, onChange, hint, error, selectRef }: SampleSongPickerProps) {
  if (songs.length === 0) {
    return (
      <div className="field">
        <p className="video-field-name">Sample song</p>
        <p className="video-notice">
          No sample songs yet: add one in <a href="/admin?tab=samples">Sample Songs</a> for music.
        </p>
      </div>
    );
  }
  const options = songs.map((song) => ({ value: song.id, label: song.genre ? `${song.title} (${song.genre})` : song.title }));
  return (
    <SelectField
      id={id}
      label="Sample song"
      value={value}
      options={options}
      onChange={onChange}
      hint={hint}
      error={error}
      selectRef={selectRef}
    />
  );
}

interface ReactionPickerProps {
  reactions: VideoOptions['reactions'];
  /** The reaction highlight shows the video itself; the testimonial quote only uses its words, if any. */
  required: boolean;
  value: string;
  onChange: (submissionId: string) => void;
  error?: string | undefined;
  selectRef: RefObject<HTMLSelectElement | null>;
}

export function ReactionPicker({ reactions, required, value, onChange, error, selectRef }: ReactionPickerProps) {
  if (reactions.length === 0) {
    return (
      <div className="field">
        <p className="video-field-name">Reaction video</p>
        <p className={`video-notice${error ? ' video-notice--error' : ''}`} role={error ? 'alert' : undefined}>
          {required
            ? 'No reaction video has arrived yet. This template needs one: it can be used once a free-song customer sends theirs.'
            : 'No reaction video has arrived yet: write the quote as captions below.'}
        </p>
      </div>
    );
  }
  const chosen = reactions.find((r) => r.submissionId === value);
  const first = required ? 'Choose a reaction video' : 'The latest one';
  const options = [
    { value: '', label: first },
    ...reactions.map((r) => ({ value: r.submissionId, label: `${r.name} for ${r.recipientName}` })),
  ];
  const hint = chosen?.message
    ? `“${chosen.message}”`
    : required
      ? 'The customer’s video of the moment they heard their song.'
      : 'Its message becomes the quote, unless you write captions.';
  return (
    <SelectField
      id="tv-reaction"
      label={required ? 'Reaction video' : 'Reaction to quote'}
      value={value}
      options={options}
      onChange={onChange}
      hint={hint}
      error={error}
      selectRef={selectRef}
    />
  );
}
