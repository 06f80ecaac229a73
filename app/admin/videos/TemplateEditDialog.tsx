// Editing a video template (PUT /api/admin/video-templates/{id}): name, description, category, length, on/off
// and the platforms it is made for. Focus returns to the Edit button that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { VIDEO_PLATFORMS, type VideoTemplate } from '../../../shared/schemas/video';
import { CloseIcon } from '../../ui/icons';
import { useDialogFocus } from '../kit/useDialogFocus';
import { useTemplateForm, type TemplateFormState } from './useTemplateForm';
import { Checkbox, DURATION_OPTIONS, Field, platformOptions, SelectField } from './VideoFields';

export function TemplateEditDialog({ template, onClose }: { template: VideoTemplate | null; onClose: () => void }) {
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-overlay" />
        <Dialog.Content
          className="admin-dialog"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          {template && <TemplateForm key={template.id} template={template} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TemplateForm({ template, onDone }: { template: VideoTemplate; onDone: () => void }) {
  const form = useTemplateForm(template, onDone);
  const { values, errors, refs, set } = form;

  return (
    <form onSubmit={form.submit} noValidate>
      <div className="admin-dialog__head">
        <Dialog.Title className="admin-dialog__title">Edit template</Dialog.Title>
        <Dialog.Close className="admin-icon-btn" aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Field id="tpl-name" label="Name" error={errors.name}>
        {(control) => (
          <input
            ref={refs.name}
            className="input"
            value={values.name}
            maxLength={80}
            required
            onChange={(e) => set('name', e.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field id="tpl-description" label="Description" optional error={errors.description}>
        {(control) => (
          <textarea
            className="textarea admin-textarea"
            rows={2}
            value={values.description}
            maxLength={300}
            onChange={(e) => set('description', e.target.value)}
            {...control}
          />
        )}
      </Field>
      <div className="video-form__row">
        <Field id="tpl-category" label="Category" error={errors.category}>
          {(control) => (
            <input
              ref={refs.category}
              className="input"
              value={values.category}
              maxLength={40}
              required
              onChange={(e) => set('category', e.target.value)}
              {...control}
            />
          )}
        </Field>
        <SelectField
          id="tpl-duration"
          label="Length"
          value={String(values.duration)}
          options={DURATION_OPTIONS}
          onChange={(v) => set('duration', Number(v))}
        />
      </div>
      <Checkbox
        id="tpl-active"
        label="Active (offered when making videos)"
        checked={values.isActive}
        onChange={(on) => set('isActive', on)}
      />
      <PlatformChecks form={form} />
      {form.refusal}
      <div className="admin-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="btn btn--outline">
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="btn btn--primary" aria-disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save template'}
        </button>
      </div>
    </form>
  );
}

/** The platforms a template is made for, one checkbox each; the first takes focus when the choice is refused. */
function PlatformChecks({ form }: { form: TemplateFormState }) {
  return (
    <fieldset className="video-platforms" aria-describedby={form.errors.platforms ? 'tpl-platforms-error' : undefined}>
      <legend>Platforms</legend>
      {platformOptions(VIDEO_PLATFORMS).map((option, index) => (
        <Checkbox
          key={option.value}
          id={`tpl-platform-${option.value}`}
          label={option.label}
          checked={form.values.platforms.includes(option.value)}
          onChange={(on) => form.togglePlatform(option.value, on)}
          inputRef={index === 0 ? form.refs.platforms : undefined}
        />
      ))}
      {form.errors.platforms && (
        <p className="field-error" id="tpl-platforms-error" role="alert">
          {form.errors.platforms}
        </p>
      )}
    </fieldset>
  );
}
