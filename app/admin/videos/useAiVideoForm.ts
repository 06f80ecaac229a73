// The AI video form's state: what was typed and chosen (the spec's defaults to begin with), the errors beside the
// fields, and the request, checked with the API's schema first. What was typed stays after a refusal.
import { useRef, useState, type FormEvent } from 'react';
import { VIDEO_DEFAULTS, VIDEO_MESSAGES, type VideoOptions } from '../../../shared/schemas/video';
import { AI_VIDEO_FIELDS, buildAiVideoRequest, type AiVideoField } from './videoForms';
import { useGenerateAiVideo } from './videoQueries';
import { toast } from '../../ui/toasts';
import { useRefusal } from './useRefusal';
import { useFieldErrors } from './VideoFields';

export function useAiVideoForm(options: VideoOptions | undefined, onGenerated: () => void) {
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

  return {
    values: { prompt, voiceScript, platform, duration, voiceType, style, includeMusic },
    set: { setPrompt, setVoiceScript, setPlatform, setDuration, setVoiceType, setStyle, setIncludeMusic, setSampleSongId },
    songs,
    song,
    errors,
    clear,
    refs,
    submit,
    refusal: refusal.element,
    pending: generate.isPending,
  };
}
