// What a video is made from: a sample song for the music, for the reaction highlight a customer's reaction video,
// and for the testimonial quote one of the shop's testimonials. Each says plainly when there is nothing to choose yet.
import type { RefObject } from 'react';
import type { VideoOptions } from '../../../shared/schemas/video';
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

interface TestimonialPickerProps {
  testimonials: NonNullable<VideoOptions['testimonials']>;
  value: string;
  onChange: (testimonialId: string) => void;
  error?: string | undefined;
  selectRef: RefObject<HTMLSelectElement | null>;
}

/** The shop's testimonials for the quote; none chosen leaves the quote to a reaction (below) or the captions. */
export function TestimonialPicker({ testimonials, value, onChange, error, selectRef }: TestimonialPickerProps) {
  if (testimonials.length === 0) {
    return (
      <div className="field">
        <p className="video-field-name">Testimonial to quote</p>
        <p className="video-notice">
          The shop has no testimonials yet: add them in <a href="/admin?tab=settings">Settings</a>, or quote a reaction below.
        </p>
      </div>
    );
  }
  const chosen = testimonials.find((t) => t.id === value);
  const options = [{ value: '', label: 'None: quote a reaction instead' }, ...testimonials.map((t) => ({ value: t.id, label: t.name }))];
  return (
    <SelectField
      id="tv-testimonial"
      label="Testimonial to quote"
      value={value}
      options={options}
      onChange={onChange}
      hint={chosen ? `“${chosen.text}”` : 'One of the shop’s testimonials: its words and name become the quote, unless you write captions.'}
      error={error}
      selectRef={selectRef}
    />
  );
}
