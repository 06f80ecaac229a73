// The template video form's state: what the admin chose and typed, what that resolves to (resolveTemplateVideo),
// the errors beside the fields, and the request. A template picked from the list ("Use this template") is chosen
// here as if picked from the select. After a start the title, description and captions empty; a refusal keeps them.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { VIDEO_MESSAGES, type VideoOptions, type VideoTemplate } from '../../../shared/schemas/video';
import {
  buildTemplateVideoRequest,
  resolveTemplateVideo,
  TEMPLATE_VIDEO_FIELDS,
  type TemplateVideoChoices,
  type TemplateVideoField,
} from './videoForms';
import { useGenerateTemplateVideo } from './videoQueries';
import { toast } from '../../ui/toasts';
import { useRefusal } from './useRefusal';
import { useFieldErrors } from './VideoFields';

export type TemplateVideoFormState = ReturnType<typeof useTemplateVideoForm>;

interface Values extends TemplateVideoChoices {
  title: string;
  description: string;
  includeMusic: boolean;
  submissionId: string;
  captions: string;
}

const START: Values = {
  templateId: '',
  platform: null,
  duration: null,
  title: '',
  description: '',
  sampleSongId: '',
  includeMusic: true,
  submissionId: '',
  testimonialId: '',
  captions: '',
};

export interface TemplateVideoFormProps {
  templates: readonly VideoTemplate[];
  options: VideoOptions | undefined;
  /** The template the admin picked from the list ("Use this template"), with a count so picking it twice still moves focus. */
  picked: { id: string; count: number } | null;
  templateRef: RefObject<HTMLSelectElement | null>;
  onGenerated: () => void;
}

export function useTemplateVideoForm({ templates, options, picked, templateRef, onGenerated }: TemplateVideoFormProps) {
  const [values, setValues] = useState<Values>(START);
  const [seen, setSeen] = useState(picked);
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
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  // A new template brings its own length and platforms.
  const choose = (id: string) => {
    setValues((current) => ({ ...current, templateId: id, duration: null }));
    clear('templateId');
    clear('submissionId');
    clear('testimonialId');
  };
  if (picked !== seen) {
    setSeen(picked);
    if (picked) choose(picked.id);
  }

  const active = templates.filter((t) => t.isActive);
  const view = resolveTemplateVideo(active, values, options);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    refusal.dismiss();
    const music = view.teaser || values.includeMusic;
    const input = {
      templateId: view.template?.id ?? '',
      platform: view.platform,
      title: values.title,
      description: values.description,
      sampleSongId: music ? view.song : '',
      includeMusic: music,
      submissionId: values.submissionId,
      testimonialId: view.quoted,
      captions: values.captions,
      duration: view.duration,
    };
    const result = buildTemplateVideoRequest(input, view.template);
    if (!result.ok) return show(result.errors, TEMPLATE_VIDEO_FIELDS, refs);
    reset();
    generate.mutate(result.value, {
      onSuccess: () => {
        toast.success(VIDEO_MESSAGES.started, `“${result.value.title}” is queued to render.`);
        setValues((current) => ({ ...current, title: '', description: '', captions: '' }));
        onGenerated();
      },
      onError: refusal.onError,
    });
  };

  return { active, values, view, set, choose, errors, clear, refs, submit, refusal: refusal.element, pending: generate.isPending };
}
