// "Make a template video" (spec §2, §3 "Template video request"): an active template, the platform, a title
// (required), the song for the music, captions one a line, the length (the template's own unless changed), and
// for the reaction highlight the customer's reaction video. What was typed stays when the server refuses.
import { ReactionPicker, SampleSongPicker, TestimonialPicker } from './ContentPickers';
import { useTemplateVideoForm, type TemplateVideoFormProps, type TemplateVideoFormState } from './useTemplateVideoForm';
import { Checkbox, DURATION_OPTIONS, Field, platformOptions, SelectField } from './VideoFields';

export function TemplateVideoForm(props: TemplateVideoFormProps) {
  const form = useTemplateVideoForm(props);
  return (
    <form className="card admin-card video-form" onSubmit={form.submit} noValidate aria-labelledby="template-video-title">
      <h3 id="template-video-title" className="admin-card__title">
        Make a template video
      </h3>
      <TemplateChoice form={form} />
      <TitleFields form={form} />
      <ContentChoice form={form} />
      <Field
        id="tv-captions"
        label="Captions"
        optional
        hint="One caption a line, up to 12; the template’s own when empty."
        error={form.errors.captions}
      >
        {(control) => (
          <textarea
            ref={form.refs.captions}
            className="textarea admin-textarea"
            rows={3}
            value={form.values.captions}
            onChange={(e) => (form.set('captions', e.target.value), form.clear('captions'))}
            {...control}
          />
        )}
      </Field>
      {form.refusal}
      <button type="submit" className="btn btn--primary btn--block" aria-disabled={form.pending}>
        {form.pending ? 'Starting…' : 'Generate video'}
      </button>
    </form>
  );
}

/** The template (with its description as the hint), then the platforms it is made for and the length. */
function TemplateChoice({ form }: { form: TemplateVideoFormState }) {
  const { active, view, errors, refs } = form;
  return (
    <>
      <SelectField
        id="tv-template"
        label="Template"
        value={view.template?.id ?? ''}
        options={active.length ? active.map((t) => ({ value: t.id, label: t.name })) : [{ value: '', label: 'No active template' }]}
        onChange={form.choose}
        hint={view.template?.description || undefined}
        error={errors.templateId}
        selectRef={refs.templateId}
      />
      <div className="video-form__row">
        <SelectField
          id="tv-platform"
          label="Platform"
          value={view.platform}
          options={platformOptions(view.platforms)}
          onChange={(v) => (form.set('platform', v), form.clear('platform'))}
          error={errors.platform}
          selectRef={refs.platform}
        />
        <SelectField
          id="tv-duration"
          label="Length"
          value={String(view.duration)}
          options={DURATION_OPTIONS}
          onChange={(v) => form.set('duration', Number(v))}
        />
      </div>
    </>
  );
}

function TitleFields({ form }: { form: TemplateVideoFormState }) {
  const { values, errors, refs } = form;
  return (
    <>
      <Field id="tv-title" label="Title" error={errors.title}>
        {(control) => (
          <input
            ref={refs.title}
            className="input"
            value={values.title}
            maxLength={120}
            required
            onChange={(e) => (form.set('title', e.target.value), form.clear('title'))}
            {...control}
          />
        )}
      </Field>
      <Field id="tv-description" label="Description" optional>
        {(control) => (
          <input
            className="input"
            value={values.description}
            maxLength={300}
            onChange={(e) => form.set('description', e.target.value)}
            {...control}
          />
        )}
      </Field>
    </>
  );
}

/** What the template is made from: a testimonial or a reaction to quote or show, and the music. */
function ContentChoice({ form }: { form: TemplateVideoFormState }) {
  const { values, view, errors, refs } = form;
  return (
    <>
      {view.quote && (
        <TestimonialPicker
          testimonials={view.testimonials}
          value={view.quoted}
          onChange={(v) => (form.set('testimonialId', v), form.clear('testimonialId'))}
          error={errors.testimonialId}
          selectRef={refs.testimonialId}
        />
      )}
      {view.reaction !== 'none' && !view.quoted && (
        <ReactionPicker
          reactions={view.reactions}
          required={view.reaction === 'required'}
          value={values.submissionId}
          onChange={(v) => (form.set('submissionId', v), form.clear('submissionId'))}
          error={errors.submissionId}
          selectRef={refs.submissionId}
        />
      )}
      {/* The teaser plays its song whatever the music setting: there is nothing to turn off. */}
      {!view.teaser && (
        <Checkbox
          id="tv-music"
          label="Include background music"
          checked={values.includeMusic}
          onChange={(on) => form.set('includeMusic', on)}
        />
      )}
      {(view.teaser || values.includeMusic) && (
        <SampleSongPicker
          id="tv-song"
          songs={view.songs}
          value={view.song}
          onChange={(v) => (form.set('sampleSongId', v), form.clear('sampleSongId'))}
          hint={view.teaser ? 'The song the teaser plays, its title on screen.' : 'The music under the video.'}
          error={errors.sampleSongId}
          selectRef={refs.sampleSongId}
        />
      )}
    </>
  );
}
