// The Video Templates tab's three forms as plain functions: what the admin typed, checked with the shared
// schemas the API uses (so page and server give the same messages), turned into the request bodies.
import type { z } from 'zod';
import {
  AI_VOICES,
  aiVideoRequestSchema,
  templateVideoRequestSchema,
  VIDEO_DEFAULTS,
  VIDEO_MESSAGES,
  VIDEO_PLATFORMS,
  videoTemplateUpdateSchema,
  type AiVideoRequest,
  type TemplateVideoRequest,
  type VideoOptions,
  type VideoPlatform,
  type VideoTemplate,
  type VideoTemplateUpdate,
} from '../../../shared/schemas/video';

export type FormResult<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

/** Field -> first message; `fieldOf` names the form field an issue's path belongs to. */
function errorsOf<F extends string>(error: z.ZodError, fieldOf: (path: PropertyKey[]) => F): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Female and male, as spec §9 sorts them. */
const FEMALE_VOICES = new Set<string>(['nova', 'shimmer']);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const voiceLabel = (voice: string) => `${capitalised(voice)} (${FEMALE_VOICES.has(voice) ? 'female' : 'male'})`;
export const styleLabel = capitalised;
export const VOICE_OPTIONS = AI_VOICES.map((voice) => ({ value: voice, label: voiceLabel(voice) }));

/** Which reaction a template kind takes: the highlight shows one (required), the quote may use one's words. */
export function reactionUse(kind: string | undefined): 'required' | 'optional' | 'none' {
  return kind === 'reaction_highlight' ? 'required' : kind === 'testimonial_quote' ? 'optional' : 'none';
}

/** The platforms a template is made for, in the usual order (every platform when it names none). */
export function templatePlatforms(template: Pick<VideoTemplate, 'platforms'> | undefined): VideoPlatform[] {
  const named = VIDEO_PLATFORMS.filter((p) => template?.platforms.includes(p));
  return named.length > 0 ? named : [...VIDEO_PLATFORMS];
}

/** TikTok when the list has it (the default, spec §9), else the list's first. */
export function defaultPlatform(platforms: readonly VideoPlatform[]): VideoPlatform {
  return platforms.includes(VIDEO_DEFAULTS.platform) ? VIDEO_DEFAULTS.platform : (platforms[0] ?? VIDEO_DEFAULTS.platform);
}

/** One caption a line; blank lines are skipped. */
export function captionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const optionalText = (value: string) => (value.trim() ? value.trim() : undefined);

export type TemplateVideoField =
  'templateId' | 'platform' | 'title' | 'description' | 'sampleSongId' | 'submissionId' | 'testimonialId' | 'captions' | 'duration';

export interface TemplateVideoInput {
  templateId: string;
  platform: string;
  title: string;
  description: string;
  sampleSongId: string;
  includeMusic: boolean;
  /** The reaction video (reaction highlight only). */
  submissionId: string;
  /** One of the shop's testimonials to quote (testimonial quote only): then no reaction is sent. */
  testimonialId?: string;
  captions: string;
  duration: number;
}

/** POST /api/admin/generate-video's body, or the messages to show beside the fields. */
export function buildTemplateVideoRequest(
  input: TemplateVideoInput,
  template: VideoTemplate | undefined,
): FormResult<TemplateVideoRequest, TemplateVideoField> {
  const use = reactionUse(template?.kind);
  const needsReaction = use === 'required';
  const takesReaction = use !== 'none';
  const captions = captionLines(input.captions);
  const testimonialId = template?.kind === 'testimonial_quote' ? input.testimonialId || undefined : undefined;
  const body = {
    templateId: input.templateId,
    platform: input.platform,
    title: input.title,
    description: optionalText(input.description),
    contentData: {
      sampleSongId: input.sampleSongId || undefined,
      includeMusic: input.includeMusic,
      submissionId: takesReaction && !testimonialId ? input.submissionId || undefined : undefined,
      testimonialId,
      captions: captions.length > 0 ? captions : undefined,
      duration: input.duration,
    },
  };
  const parsed = templateVideoRequestSchema.safeParse(body);
  const errors: Partial<Record<TemplateVideoField, string>> = parsed.success
    ? {}
    : errorsOf(parsed.error, (path) => {
        const [first, second] = path;
        if (first !== 'contentData') return first as TemplateVideoField;
        return second === 'captions' ? 'captions' : (second as TemplateVideoField);
      });
  // The caption schema's message names no line; the admin needs to know which one.
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[1] === 'captions' && typeof i.path[2] === 'number');
    if (issue) errors.captions = `Line ${Number(issue.path[2]) + 1}: ${issue.message}`;
  }
  if (!template) errors.templateId = 'Please choose a template';
  if (needsReaction && !input.submissionId) errors.submissionId = VIDEO_MESSAGES.reactionNeeded;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** What the admin chose in the template video form; null and '' leave it to the template or the first on offer. */
export interface TemplateVideoChoices {
  templateId: string;
  platform: string | null;
  duration: number | null;
  sampleSongId: string;
  testimonialId: string;
}

/**
 * What the template video form shows and sends: the chosen active template (else the first), a platform it is made
 * for, its length unless changed, what content it takes, and a song and testimonial that are still on offer.
 */
export function resolveTemplateVideo(active: readonly VideoTemplate[], choices: TemplateVideoChoices, options: VideoOptions | undefined) {
  const template = active.find((t) => t.id === choices.templateId) ?? active[0];
  const platforms = templatePlatforms(template);
  const platform = choices.platform && (platforms as string[]).includes(choices.platform) ? choices.platform : defaultPlatform(platforms);
  const testimonials = options?.testimonials ?? [];
  const quote = template?.kind === 'testimonial_quote';
  const songs = options?.sampleSongs ?? [];
  return {
    template,
    platforms,
    platform,
    duration: choices.duration ?? template?.duration ?? VIDEO_DEFAULTS.duration,
    reaction: reactionUse(template?.kind),
    teaser: template?.kind === 'song_teaser',
    quote,
    testimonials,
    quoted: quote && testimonials.some((t) => t.id === choices.testimonialId) ? choices.testimonialId : '',
    reactions: options?.reactions ?? [],
    songs,
    song: songs.some((s) => s.id === choices.sampleSongId) ? choices.sampleSongId : (songs[0]?.id ?? ''),
  };
}

export type AiVideoField = 'prompt' | 'voiceScript' | 'platform' | 'duration' | 'voiceType' | 'style' | 'sampleSongId';

export interface AiVideoInput {
  prompt: string;
  voiceScript: string;
  platform: string;
  duration: number;
  voiceType: string;
  style: string;
  includeMusic: boolean;
  sampleSongId: string;
}

/** POST /api/admin/ai-generate-video's body (9:16 MP4, the only shape every platform takes). */
export function buildAiVideoRequest(input: AiVideoInput): FormResult<AiVideoRequest, AiVideoField> {
  const parsed = aiVideoRequestSchema.safeParse({
    prompt: input.prompt,
    voiceScript: input.voiceScript,
    platform: input.platform,
    duration: input.duration,
    voiceType: input.voiceType,
    includeMusic: input.includeMusic,
    style: input.style,
    aspectRatio: VIDEO_DEFAULTS.aspectRatio,
    format: VIDEO_DEFAULTS.format,
    sampleSongId: input.sampleSongId || undefined,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: errorsOf(parsed.error, (path) => path[0] as AiVideoField) };
}

export type TemplateField = 'name' | 'description' | 'category' | 'duration' | 'platforms';

export interface TemplateInput {
  name: string;
  description: string;
  category: string;
  duration: number;
  isActive: boolean;
  platforms: readonly string[];
}

export const templateInput = (template: VideoTemplate): TemplateInput => ({
  name: template.name,
  description: template.description,
  category: template.category,
  duration: template.duration,
  isActive: template.isActive,
  platforms: template.platforms,
});

/** PUT /api/admin/video-templates/{id}'s body; an emptied description is sent empty, so it stays empty. */
export function buildTemplateUpdate(input: TemplateInput): FormResult<VideoTemplateUpdate, TemplateField> {
  const parsed = videoTemplateUpdateSchema.safeParse({
    ...input,
    platforms: VIDEO_PLATFORMS.filter((p) => input.platforms.includes(p)),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: errorsOf(parsed.error, (path) => path[0] as TemplateField) };
}

/**
 * The form field a refusal is about, from the request field the server named (`{ error, field }`): the field itself,
 * or the nearest part of its path the form has (`contentData.captions.0` is the captions field).
 */
export function refusedField<F extends string>(field: string | undefined, fields: readonly F[]): F | null {
  const parts = field?.split('.') ?? [];
  for (let i = parts.length - 1; i >= 0; i--) {
    const named = fields.find((candidate) => candidate === parts[i]);
    if (named) return named;
  }
  return null;
}

export const TEMPLATE_VIDEO_FIELDS: readonly TemplateVideoField[] = [
  'templateId',
  'platform',
  'title',
  'description',
  'sampleSongId',
  'submissionId',
  'testimonialId',
  'captions',
  'duration',
];
export const AI_VIDEO_FIELDS: readonly AiVideoField[] = [
  'prompt',
  'voiceScript',
  'platform',
  'duration',
  'voiceType',
  'style',
  'sampleSongId',
];
export const TEMPLATE_FIELDS: readonly TemplateField[] = ['name', 'description', 'category', 'duration', 'platforms'];
