// "Make an AI video" (spec §3 "AI video request", §9 options): prompt and voice script (both required), platform,
// length, voice, style and music, always 9:16 MP4. Shown only while AI may be on (AiVideoSection): a server
// without OPENAI_API_KEY refuses, and the refusal says so.
import { useRef, useState, type FormEvent } from 'react';
import { AI_STYLES, VIDEO_DEFAULTS, VIDEO_MESSAGES, VIDEO_PLATFORMS, type VideoOptions } from '../../../shared/schemas/video';
import { AI_VIDEO_FIELDS, buildAiVideoRequest, styleLabel, VOICE_OPTIONS, type AiVideoField } from './videoForms';
import { useGenerateAiVideo } from './videoQueries';
import { toast } from '../../ui/toasts';
import { SampleSongPicker } from './ContentPickers';
import { useRefusal } from './useRefusal';
import { Checkbox, DURATION_OPTIONS, Field, platformOptions, SelectField, useFieldErrors } from './VideoFields';

const PLATFORMS = platformOptions(VIDEO_PLATFORMS);
const STYLES = AI_STYLES.map((style) => ({ value: style, label: styleLabel(style) }));

export function AiVideoForm({ options, onGenerated }: { options: VideoOptions | undefined; onGenerated: () => void }) {
  const [prompt, setPrompt] = useState('');
  const [voiceScript, setVoiceScript] = useState('');
  const [platform, setPlatform] = useState<string>(VIDEO_DEFAULTS.platform);
  const [duration, setDuration] = useState<number>(VIDEO_DEFAULTS.duration);
  const [voiceType, setVoiceType] = useState<string>(VIDEO_DEFAULTS.voiceType);
  const [style, setStyle] = useState<string>(VIDEO_DEFAULTS.style);
  const [includeMusic, setIncludeMusic] = useState<boolean>(VIDEO_DEFAULTS.includeMusic);
  const [sampleSongId, setSampleSongId] = useState('');
  const { errors, clear, show, reset } = useFieldErrors<AiVideoField>();
  const refs = {
    prompt: useRef<HTMLTextAreaElement>(null),
    voiceScript: useRef<HTMLTextAreaElement>(null),
    sampleSongId: useRef<HTMLSelectElement>(null),
  };
  const generate = useGenerateAiVideo();
  const refusal = useRefusal('Failed to generate AI video', AI_VIDEO_FIELDS, (field, message) =>
    show({ [field]: message }, AI_VIDEO_FIELDS, refs),
  );
  const songs = options?.sampleSongs ?? [];
  const song = songs.some((s) => s.id === sampleSongId) ? sampleSongId : (songs[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    refusal.dismiss();
    const result = buildAiVideoRequest({
      prompt,
      voiceScript,
      platform,
      duration,
      voiceType,
      style,
      includeMusic,
      sampleSongId: includeMusic ? song : '',
    });
    if (!result.ok) return show(result.errors, AI_VIDEO_FIELDS, refs);
    reset();
    generate.mutate(result.value, {
      onSuccess: () => {
        toast.success(VIDEO_MESSAGES.aiStarted, 'The script is voiced and the video rendered in the background.');
        onGenerated();
      },
      onError: refusal.onError,
    });
  };

  return (
    <form className="video-form video-ai__form" onSubmit={submit} noValidate aria-label="Make an AI video">
      <Field id="ai-prompt" label="Prompt" hint="What the video shows: the scenes and the mood." error={errors.prompt}>
        {(control) => (
          <textarea
            ref={refs.prompt}
            className="textarea admin-textarea"
            rows={3}
            value={prompt}
            maxLength={2000}
            required
            onChange={(e) => (setPrompt(e.target.value), clear('prompt'))}
            {...control}
          />
        )}
      </Field>
      <Field
        id="ai-script"
        label="Voice script"
        hint="What the voice-over should say: the AI fits it to the length and style, and the words it speaks become the captions."
        error={errors.voiceScript}
      >
        {(control) => (
          <textarea
            ref={refs.voiceScript}
            className="textarea admin-textarea"
            rows={4}
            value={voiceScript}
            maxLength={3000}
            required
            onChange={(e) => (setVoiceScript(e.target.value), clear('voiceScript'))}
            {...control}
          />
        )}
      </Field>
      <div className="video-form__row">
        <SelectField id="ai-platform" label="Platform" value={platform} options={PLATFORMS} onChange={setPlatform} />
        <SelectField
          id="ai-duration"
          label="Length"
          value={String(duration)}
          options={DURATION_OPTIONS}
          onChange={(v) => setDuration(Number(v))}
        />
        <SelectField id="ai-voice" label="Voice" value={voiceType} options={VOICE_OPTIONS} onChange={setVoiceType} />
        <SelectField id="ai-style" label="Style" value={style} options={STYLES} onChange={setStyle} />
      </div>
      <Checkbox id="ai-music" label="Include background music" checked={includeMusic} onChange={setIncludeMusic} />
      {includeMusic && (
        <SampleSongPicker
          id="ai-song"
          songs={songs}
          value={song}
          onChange={(v) => (setSampleSongId(v), clear('sampleSongId'))}
          hint="The music under the voice."
          error={errors.sampleSongId}
          selectRef={refs.sampleSongId}
        />
      )}
      <dl className="video-facts">
        <div>
          <dt>Aspect ratio</dt>
          <dd>9:16 (vertical)</dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>MP4</dd>
        </div>
      </dl>
      {refusal.element}
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={generate.isPending}>
        {generate.isPending ? 'Starting…' : 'Generate AI video'}
      </button>
    </form>
  );
}
