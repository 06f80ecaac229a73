// Promo videos (spec §2 Video Templates tab, §3 "Video template", "Generated video", "AI video request",
// "Template video request", §5, §7, §8, §9 "AI video options"): the options, the defaults, the requests and
// the shapes the admin API answers. One schema for the screens and the API.
import { z } from 'zod';
import { text } from './fields';

export const VIDEO_PLATFORMS = ['tiktok', 'instagram', 'youtube', 'facebook'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];
export const PLATFORM_LABELS: Record<VideoPlatform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram Reels',
  youtube: 'YouTube Shorts',
  facebook: 'Facebook',
};

export const VIDEO_DURATIONS = [15, 30, 60] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

/** nova and shimmer are female voices; alloy, echo, fable and onyx male (spec §9). */
export const AI_VOICES = ['nova', 'shimmer', 'alloy', 'echo', 'fable', 'onyx'] as const;
export type AiVoice = (typeof AI_VOICES)[number];

export const AI_STYLES = ['professional', 'casual', 'emotional', 'energetic'] as const;
export type AiStyle = (typeof AI_STYLES)[number];

/** Every platform takes 9:16 vertical video (spec §9). */
export const ASPECT_RATIOS = ['9:16'] as const;
export const VIDEO_FORMATS = ['mp4'] as const;

export const VIDEO_DEFAULTS = {
  platform: 'tiktok',
  duration: 30,
  voiceType: 'nova',
  style: 'professional',
  includeMusic: true,
  aspectRatio: '9:16',
  format: 'mp4',
} as const;

/** The looks a template can have; each renders its own layout from the shop's material. */
export const TEMPLATE_KINDS = ['song_teaser', 'reaction_highlight', 'testimonial_quote', 'how_it_works'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const VIDEO_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_MESSAGES = {
  promptMissing: 'Please describe the video you want (prompt)',
  voiceScriptMissing: 'Please write the voice script',
  titleMissing: 'Please give the video a title',
  aiNotConfigured: 'AI video generation needs OPENAI_API_KEY: set it in the server’s environment (see README) and restart.',
  templateNotFound: 'Template not found',
  templateInactive: 'This template is turned off: turn it on in its settings to use it',
  videoNotFound: 'Video not found',
  sampleNotFound: 'The chosen sample song no longer exists',
  reactionNeeded: 'This template needs a received reaction video: choose one (none has arrived yet?)',
  reactionNotFound: 'The chosen reaction video no longer exists',
  testimonialNeeded:
    'This template needs a testimonial: choose one of the shop’s testimonials or a received reaction, or write the quote as captions',
  testimonialNotFound: 'The chosen testimonial no longer exists',
  quoteSourceTwice: 'Quote either a testimonial or a reaction, not both',
  platformNotInTemplate: 'This template is not made for that platform: choose one of its platforms or edit the template',
  started: 'Video generation initiated',
  aiStarted: 'AI video generation started',
  deleted: 'Video deleted',
  templateDeleted: 'Template deleted',
  fetchTemplatesFailed: 'Failed to fetch video templates',
  fetchVideosFailed: 'Failed to fetch generated videos',
} as const;

const platform = z.enum(VIDEO_PLATFORMS, { error: `Platform must be one of ${VIDEO_PLATFORMS.join(', ')}` });
const duration = z.union(VIDEO_DURATIONS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>], {
  error: `Duration must be ${VIDEO_DURATIONS.join(', ')} seconds`,
});
const id = (what: string) => z.string({ error: `${what} must be text` }).max(64, { error: `${what} is too long` });

/** POST /api/admin/ai-generate-video (spec §3 "AI video request"). */
export const aiVideoRequestSchema = z.strictObject({
  prompt: text('Prompt', 2000, VIDEO_MESSAGES.promptMissing),
  voiceScript: text('Voice script', 3000, VIDEO_MESSAGES.voiceScriptMissing),
  platform: platform.default(VIDEO_DEFAULTS.platform),
  duration: duration.default(VIDEO_DEFAULTS.duration),
  voiceType: z.enum(AI_VOICES, { error: `Voice must be one of ${AI_VOICES.join(', ')}` }).default(VIDEO_DEFAULTS.voiceType),
  includeMusic: z.boolean({ error: 'includeMusic must be true or false' }).default(VIDEO_DEFAULTS.includeMusic),
  style: z.enum(AI_STYLES, { error: `Style must be one of ${AI_STYLES.join(', ')}` }).default(VIDEO_DEFAULTS.style),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'Aspect ratio must be 9:16' }).default(VIDEO_DEFAULTS.aspectRatio),
  format: z.enum(VIDEO_FORMATS, { error: 'Format must be mp4' }).default(VIDEO_DEFAULTS.format),
  /** Beyond the spec: the sample song under the voice (the first sample when not given). */
  sampleSongId: id('sampleSongId').optional(),
});
export type AiVideoRequest = z.output<typeof aiVideoRequestSchema>;

/** What a template video is made of (the spec's `contentData`): all optional, the template says what it needs. */
export const templateContentSchema = z.strictObject({
  /** Background music (and, for the song teaser, the song itself). */
  sampleSongId: id('sampleSongId').optional(),
  includeMusic: z.boolean({ error: 'includeMusic must be true or false' }).optional(),
  /** A `reaction_received` free-song submission, for the reaction highlight (and a quote's words). */
  submissionId: id('submissionId').optional(),
  /** Ours: one of the shop's testimonials, for the testimonial quote (instead of a reaction's message). */
  testimonialId: id('testimonialId').optional(),
  /** Caption lines shown one after another (otherwise the template's own). */
  captions: z
    .array(text('Caption', 120), { error: 'captions must be a list of lines' })
    .max(12, { error: 'At most 12 captions' })
    .optional(),
  duration: duration.optional(),
});
export type TemplateContent = z.output<typeof templateContentSchema>;

/** POST /api/admin/generate-video (spec §3 "Template video request"). */
export const templateVideoRequestSchema = z.strictObject({
  templateId: id('templateId'),
  platform: platform.default(VIDEO_DEFAULTS.platform),
  title: text('Title', 120, VIDEO_MESSAGES.titleMissing),
  description: text('Description', 300).optional(),
  contentData: templateContentSchema.optional(),
});
export type TemplateVideoRequest = z.output<typeof templateVideoRequestSchema>;

/** PUT /api/admin/video-templates/{id}: the editable fields (the spec shows none: these are the entity's). */
export const videoTemplateUpdateSchema = z.strictObject({
  name: text('Name', 80, 'Please give the template a name'),
  description: text('Description', 300).optional(),
  category: text('Category', 40, 'Please give the template a category'),
  duration,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  platforms: z.array(platform, { error: 'platforms must be a list' }).min(1, { error: 'Choose at least one platform' }),
});
export type VideoTemplateUpdate = z.output<typeof videoTemplateUpdateSchema>;

/** A video template (spec §3). */
export interface VideoTemplate {
  id: string;
  name: string;
  description: string;
  category: string;
  duration: VideoDuration;
  isActive: boolean;
  platforms: VideoPlatform[];
  /** Which layout it renders. */
  kind: TemplateKind;
}

export interface CaptionCue {
  /** Seconds from the start. */
  start: number;
  /** Seconds (ours): when the caption leaves. */
  end?: number;
  text: string;
}

/** A generated video (spec §3). */
export interface GeneratedVideo {
  id: string;
  title: string;
  description: string | null;
  platform: VideoPlatform;
  status: VideoStatus;
  generationType: 'ai' | 'template';
  createdAt: string;
  script: string | null;
  voiceOverUrl: string | null;
  captionsData: CaptionCue[] | null;
  videoUrl: string | null;
  /** Ours: a download of the finished file, the reason a render failed, the place in the queue, the length. */
  downloadUrl?: string | null;
  error?: string | null;
  queuePosition?: number | null;
  duration?: number;
  templateId?: string | null;
}

/** What the Video Templates tab needs to know besides the lists (ours). */
export interface VideoOptions {
  aiEnabled: boolean;
  sampleSongs: Array<{ id: string; title: string; genre: string }>;
  reactions: Array<{ submissionId: string; name: string; recipientName: string; message: string }>;
  /** The shop's testimonials, in the shop's order, for the testimonial quote. */
  testimonials?: Array<{ id: string; name: string; text: string }>;
}
