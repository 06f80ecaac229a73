// The template editor's state: the values (the template's own to begin with), the errors beside the fields, and
// the save, checked with the API's schema first; a refusal about a field shows beside it.
import { useRef, useState, type FormEvent } from 'react';
import type { VideoTemplate } from '../../../shared/schemas/video';
import { buildTemplateUpdate, TEMPLATE_FIELDS, templateInput, type TemplateField, type TemplateInput } from './videoForms';
import { useUpdateVideoTemplate } from './videoQueries';
import { toast } from '../../ui/toasts';
import { useRefusal } from './useRefusal';
import { useFieldErrors } from './VideoFields';

export type TemplateFormState = ReturnType<typeof useTemplateForm>;

export function useTemplateForm(template: VideoTemplate, onDone: () => void) {
  const [values, setValues] = useState(() => templateInput(template));
  const { errors, clear, show } = useFieldErrors<TemplateField>();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    category: useRef<HTMLInputElement>(null),
    platforms: useRef<HTMLInputElement>(null),
  };
  const save = useUpdateVideoTemplate();
  const refusal = useRefusal('Failed to update template', TEMPLATE_FIELDS, (field, message) =>
    show({ [field]: message }, TEMPLATE_FIELDS, refs),
  );
  const set = <K extends keyof TemplateInput>(key: K, value: TemplateInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'isActive') clear(key as TemplateField);
  };
  const togglePlatform = (platform: string, on: boolean) =>
    set('platforms', on ? [...values.platforms, platform] : values.platforms.filter((p) => p !== platform));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    refusal.dismiss();
    const result = buildTemplateUpdate(values);
    if (!result.ok) return show(result.errors, TEMPLATE_FIELDS, refs);
    save.mutate(
      { id: template.id, update: result.value },
      {
        onSuccess: (saved) => {
          toast.success('Template updated', `“${saved.name}” is saved.`);
          onDone();
        },
        onError: refusal.onError,
      },
    );
  };

  return { values, errors, refs, set, togglePlatform, submit, refusal: refusal.element, pending: save.isPending };
}
