// "Make a template video" (spec §2, §3 "Template video request"): an active template, the platform, a title
// (required), the song for the music, captions one a line, the length (the template's own unless changed), and
// for the reaction highlight the customer's reaction video. What was typed stays when the server refuses.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { VIDEO_DEFAULTS, VIDEO_MESSAGES, type VideoOptions, type VideoTemplate } from '../../../shared/schemas/video';
import {
  buildTemplateVideoRequest,
  defaultPlatform,
  reactionUse,
  TEMPLATE_VIDEO_FIELDS,
  templatePlatforms,
  type TemplateVideoField,
} from './videoForms';
import { useGenerateTemplateVideo } from './videoQueries';
import { toast } from '../../ui/toasts';
import { ReactionPicker, SampleSongPicker, TestimonialPicker } from './ContentPickers';
import { useRefusal } from './useRefusal';
import { Checkbox, DURATION_OPTIONS, Field, platformOptions, SelectField, useFieldErrors } from './VideoFields';

interface TemplateVideoFormProps {
  templates: readonly VideoTemplate[];
  options: VideoOptions | undefined;
  /** The template the admin picked from the list ("Use this template"), with a count so picking it twice still moves focus. */
  picked: { id: string; count: number } | null;
  templateRef: RefObject<HTMLSelectElement | null>;
  onGenerated: () => void;
}

export function TemplateVideoForm({ templates, options, picked, templateRef, onGenerated }: TemplateVideoFormProps) {
  const active = templates.filter((t) => t.isActive);
  const [templateId, setTemplateId] = useState('');
  const [seen, setSeen] = useState(picked);
  const [platformChoice, setPlatformChoice] = useState<string | null>(null);
  const [durationChoice, setDurationChoice] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [sampleSongId, setSampleSongId] = useState('');
  const [includeMusic, setIncludeMusic] = useState(true);
  const [submissionId, setSubmissionId] = useState('');
  const [testimonialId, setTestimonialId] = useState('');
  const [captions, setCaptions] = useState('');
  const { errors, clear, show, reset } = useFieldErrors<TemplateVideoField>();
  const refs = {
    templateId: templateRef,
    platform: useRef<HTMLSelectElement>(null),
    title: useRef<HTMLInputElement>(null),
    submissionId: useRef<HTMLSelectElement>(null),
    testimonialId: useRef<HTMLSelectElement>(null),
    captions: useRef<HTMLTextAreaElement>(null),
    sampleSongId: useRef<HTMLSelectElement>(null),
  };
  const generate = useGenerateTemplateVideo();
  const refusal = useRefusal('Failed to generate video', TEMPLATE_VIDEO_FIELDS, (field, message) =>
    show({ [field]: message }, TEMPLATE_VIDEO_FIELDS, refs),
  );

  const choose = (id: string) => {
    setTemplateId(id);
    // A new template brings its own length and platforms.
    setDurationChoice(null);
    clear('templateId');
    clear('submissionId');
    clear('testimonialId');
  };
  // "Use this template" from the list: chosen here as if picked from the select.
  if (picked !== seen) {
    setSeen(picked);
    if (picked) choose(picked.id);
  }

  const template = active.find((t) => t.id === templateId) ?? active[0];
  const platforms = templatePlatforms(template);
  const platform = platformChoice && (platforms as string[]).includes(platformChoice) ? platformChoice : defaultPlatform(platforms);
  const duration = durationChoice ?? template?.duration ?? VIDEO_DEFAULTS.duration;
  const reaction = reactionUse(template?.kind);
  const teaser = template?.kind === 'song_teaser';
  const quote = template?.kind === 'testimonial_quote';
  const testimonials = options?.testimonials ?? [];
  const quoted = quote && testimonials.some((t) => t.id === testimonialId) ? testimonialId : '';
  const songs = options?.sampleSongs ?? [];
  const song = songs.some((s) => s.id === sampleSongId) ? sampleSongId : (songs[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    refusal.dismiss();
    const music = teaser || includeMusic;
    const input = {
      templateId: template?.id ?? '',
      platform,
      title,
      description,
      sampleSongId: music ? song : '',
      includeMusic: music,
      submissionId,
      testimonialId: quoted,
      captions,
      duration,
    };
    const result = buildTemplateVideoRequest(input, template);
    if (!result.ok) return show(result.errors, TEMPLATE_VIDEO_FIELDS, refs);
    reset();
    generate.mutate(result.value, {
      onSuccess: () => {
        toast.success(VIDEO_MESSAGES.started, `“${result.value.title}” is queued to render.`);
        setTitle('');
        setDescription('');
        setCaptions('');
        onGenerated();
      },
      onError: refusal.onError,
    });
  };

  return (
    <form className="card admin-card video-form" onSubmit={submit} noValidate aria-labelledby="template-video-title">
      <h3 id="template-video-title" className="admin-card__title">
        Make a template video
      </h3>
      <SelectField
        id="tv-template"
        label="Template"
        value={template?.id ?? ''}
        options={active.length ? active.map((t) => ({ value: t.id, label: t.name })) : [{ value: '', label: 'No active template' }]}
        onChange={choose}
        hint={template?.description || undefined}
        error={errors.templateId}
        selectRef={templateRef}
      />
      <div className="video-form__row">
        <SelectField
          id="tv-platform"
          label="Platform"
          value={platform}
          options={platformOptions(platforms)}
          onChange={(v) => (setPlatformChoice(v), clear('platform'))}
          error={errors.platform}
          selectRef={refs.platform}
        />
        <SelectField
          id="tv-duration"
          label="Length"
          value={String(duration)}
          options={DURATION_OPTIONS}
          onChange={(v) => setDurationChoice(Number(v))}
        />
      </div>
      <Field id="tv-title" label="Title" error={errors.title}>
        {(control) => (
          <input
            ref={refs.title}
            className="input"
            value={title}
            maxLength={120}
            required
            onChange={(e) => (setTitle(e.target.value), clear('title'))}
            {...control}
          />
        )}
      </Field>
      <Field id="tv-description" label="Description" optional>
        {(control) => (
          <input className="input" value={description} maxLength={300} onChange={(e) => setDescription(e.target.value)} {...control} />
        )}
      </Field>
      {quote && (
        <TestimonialPicker
          testimonials={testimonials}
          value={quoted}
          onChange={(v) => (setTestimonialId(v), clear('testimonialId'))}
          error={errors.testimonialId}
          selectRef={refs.testimonialId}
        />
      )}
      {reaction !== 'none' && !quoted && (
        <ReactionPicker
          reactions={options?.reactions ?? []}
          required={reaction === 'required'}
          value={submissionId}
          onChange={(v) => (setSubmissionId(v), clear('submissionId'))}
          error={errors.submissionId}
          selectRef={refs.submissionId}
        />
      )}
      {/* The teaser plays its song whatever the music setting: there is nothing to turn off. */}
      {!teaser && <Checkbox id="tv-music" label="Include background music" checked={includeMusic} onChange={setIncludeMusic} />}
      {(teaser || includeMusic) && (
        <SampleSongPicker
          id="tv-song"
          songs={songs}
          value={song}
          onChange={(v) => (setSampleSongId(v), clear('sampleSongId'))}
          hint={teaser ? 'The song the teaser plays, its title on screen.' : 'The music under the video.'}
          error={errors.sampleSongId}
          selectRef={refs.sampleSongId}
        />
      )}
      <Field
        id="tv-captions"
        label="Captions"
        optional
        hint="One caption a line, up to 12; the template’s own when empty."
        error={errors.captions}
      >
        {(control) => (
          <textarea
            ref={refs.captions}
            className="textarea admin-textarea"
            rows={3}
            value={captions}
            onChange={(e) => (setCaptions(e.target.value), clear('captions'))}
            {...control}
          />
        )}
      </Field>
      {refusal.element}
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={generate.isPending}>
        {generate.isPending ? 'Starting…' : 'Generate video'}
      </button>
    </form>
  );
}
