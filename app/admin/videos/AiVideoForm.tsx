// "Make an AI video" (spec §3 "AI video request", §9 options): prompt and voice script (both required), platform,
// length, voice, style and music, always 9:16 MP4. Shown only while AI may be on (AiVideoSection): a server
// without OPENAI_API_KEY refuses, and the refusal says so.
import { AI_STYLES, VIDEO_PLATFORMS, type VideoOptions } from '../../../shared/schemas/video';
import { styleLabel, VOICE_OPTIONS } from './videoForms';
import { SampleSongPicker } from './ContentPickers';
import { useAiVideoForm } from './useAiVideoForm';
import { Checkbox, DURATION_OPTIONS, Field, platformOptions, SelectField } from './VideoFields';

const PLATFORMS = platformOptions(VIDEO_PLATFORMS);
const STYLES = AI_STYLES.map((style) => ({ value: style, label: styleLabel(style) }));

export function AiVideoForm({ options, onGenerated }: { options: VideoOptions | undefined; onGenerated: () => void }) {
  const form = useAiVideoForm(options, onGenerated);
  const { values, errors, clear, refs } = form;
  const { setPrompt, setVoiceScript, setPlatform, setDuration, setVoiceType, setStyle, setIncludeMusic, setSampleSongId } = form.set;

  return (
    <form className="video-form video-ai__form" onSubmit={form.submit} noValidate aria-label="Make an AI video">
      <Field id="ai-prompt" label="Prompt" hint="What the video shows: the scenes and the mood." error={errors.prompt}>
        {(control) => (
          <textarea
            ref={refs.prompt}
            className="textarea admin-textarea"
            rows={3}
            value={values.prompt}
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
            value={values.voiceScript}
            maxLength={3000}
            required
            onChange={(e) => (setVoiceScript(e.target.value), clear('voiceScript'))}
            {...control}
          />
        )}
      </Field>
      <div className="video-form__row">
        <SelectField id="ai-platform" label="Platform" value={values.platform} options={PLATFORMS} onChange={setPlatform} />
        <SelectField
          id="ai-duration"
          label="Length"
          value={String(values.duration)}
          options={DURATION_OPTIONS}
          onChange={(v) => setDuration(Number(v))}
        />
        <SelectField id="ai-voice" label="Voice" value={values.voiceType} options={VOICE_OPTIONS} onChange={setVoiceType} />
        <SelectField id="ai-style" label="Style" value={values.style} options={STYLES} onChange={setStyle} />
      </div>
      <Checkbox id="ai-music" label="Include background music" checked={values.includeMusic} onChange={setIncludeMusic} />
      {values.includeMusic && (
        <SampleSongPicker
          id="ai-song"
          songs={form.songs}
          value={form.song}
          onChange={(v) => (setSampleSongId(v), clear('sampleSongId'))}
          hint="The music under the voice."
          error={errors.sampleSongId}
          selectRef={refs.sampleSongId}
        />
      )}
      <VideoFacts />
      {form.refusal}
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={form.pending}>
        {form.pending ? 'Starting…' : 'Generate AI video'}
      </button>
    </form>
  );
}

/** What the admin cannot choose: every platform takes a vertical MP4. */
function VideoFacts() {
  return (
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
  );
}
