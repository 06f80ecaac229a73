// The generated videos (spec §2, §3 "Generated video", §7): asked for from a template or with AI, answered at
// once in `pending` while a stored job renders them one at a time; listed newest first with their place in the
// queue; deleted with their files. Every change is announced on the admin stream so open lists refresh.
import type { Kysely } from 'kysely';
import {
  VIDEO_MESSAGES,
  type AiVideoRequest,
  type CaptionCue,
  type GeneratedVideo,
  type TemplateKind,
  type TemplateVideoRequest,
  type VideoDuration,
  type VideoOptions,
  type VideoPlatform,
  type VideoStatus,
} from '../../../shared/schemas/video';
import { insertJob } from '../../db/jobs';
import { listSampleSongs } from '../../db/sampleSongs';
import { listTestimonials } from '../../db/testimonials';
import type { Database, GeneratedVideoRow } from '../../db/schema';
import {
  deleteGeneratedVideo,
  insertGeneratedVideo,
  listGeneratedVideos,
  listReceivedReactions,
  renderJobKey,
  unfinishedVideoIds,
} from '../../db/videos';
import { invalid, notFound } from '../errors';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { Storage } from '../storage';
import type { MediaLink } from '../storage/mediaAccess';
import { captionsFor } from './captionPlan';
import { planTemplateVideo, type RenderPlan } from './content';
import type { VideoTemplates } from './templates';
import { inTransaction } from '../../db/transaction';

export const VIDEO_RENDER_JOB = 'video.render';

export type VideoEvents = (videoId: string, status: VideoStatus | 'deleted') => void;

/** A video as the admin sees it: its files (made from a customer's reaction, perhaps) by signed addresses only. */
export function toGeneratedVideo(row: GeneratedVideoRow, queue: readonly string[], mediaLink: MediaLink): GeneratedVideo {
  const place = queue.indexOf(row.id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform as VideoPlatform,
    status: row.status as VideoStatus,
    generationType: row.generation_type as 'ai' | 'template',
    createdAt: row.created_at,
    script: row.script,
    voiceOverUrl: row.voice_media_id ? mediaLink(row.voice_media_id) : null,
    captionsData: row.captions_data ? (JSON.parse(row.captions_data) as CaptionCue[]) : null,
    videoUrl: row.video_media_id ? mediaLink(row.video_media_id) : null,
    downloadUrl: row.video_media_id ? mediaLink(row.video_media_id, true) : null,
    error: row.error,
    queuePosition: row.status === 'pending' && place >= 0 ? place + 1 : null,
    duration: row.duration,
    templateId: row.template_id,
  };
}

/** The first words of the prompt, as the AI video's title. */
export function titleFromPrompt(prompt: string): string {
  const words = prompt.trim().replace(/\s+/g, ' ');
  if (words.length <= 60) return words;
  const cut = words.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

/** The fields a request decides; the factory adds the id, the status and the times. */
type NewVideo = Pick<
  GeneratedVideoRow,
  'title' | 'description' | 'platform' | 'generation_type' | 'template_id' | 'duration' | 'captions_data'
>;

/** A template video's row and render plan, once the template allows the request. */
async function templateVideo(
  db: Kysely<Database>,
  templates: VideoTemplates,
  request: TemplateVideoRequest,
): Promise<{ video: NewVideo; plan: RenderPlan }> {
  const template = await templates.find(request.templateId, 'templateId');
  if (template.is_active !== 1) throw invalid(VIDEO_MESSAGES.templateInactive, 'templateId');
  if (!(JSON.parse(template.platforms) as string[]).includes(request.platform))
    throw invalid(VIDEO_MESSAGES.platformNotInTemplate, 'platform');
  const content = request.contentData ?? {};
  const duration: VideoDuration = content.duration ?? (template.duration as VideoDuration);
  const plan = await planTemplateVideo(db, template.kind as TemplateKind, {
    title: request.title,
    description: request.description,
    content,
  });
  const captions = captionsFor(plan.captionLines, duration);
  const video: NewVideo = {
    title: request.title,
    description: request.description ?? null,
    platform: request.platform,
    generation_type: 'template',
    template_id: template.id,
    duration,
    captions_data: JSON.stringify(captions),
  };
  return { video, plan };
}

/** An AI video's row and render plan: the prompt's first words as its title, the music a sample song that exists. */
async function aiVideo(db: Kysely<Database>, request: AiVideoRequest): Promise<{ video: NewVideo; plan: RenderPlan }> {
  let sampleSongId: string | null = null;
  if (request.includeMusic) {
    const samples = await listSampleSongs(db);
    if (request.sampleSongId && !samples.some((s) => s.id === request.sampleSongId))
      throw invalid(VIDEO_MESSAGES.sampleNotFound, 'sampleSongId');
    sampleSongId = request.sampleSongId ?? samples[0]?.id ?? null;
  }
  const title = titleFromPrompt(request.prompt);
  const plan: RenderPlan = {
    look: 'ai',
    title,
    description: null,
    captionLines: [],
    sampleSongId,
    submissionId: null,
    ai: { prompt: request.prompt, voiceScript: request.voiceScript, voiceType: request.voiceType, style: request.style },
  };
  const video: NewVideo = {
    title,
    description: request.prompt,
    platform: request.platform,
    generation_type: 'ai',
    template_id: null,
    duration: request.duration,
    captions_data: null,
  };
  return { video, plan };
}

/** What the video forms offer to choose from: sample songs, received reactions, testimonials. */
async function videoOptions(db: Kysely<Database>, aiEnabled: boolean): Promise<VideoOptions> {
  const [samples, reactions, testimonials] = await Promise.all([listSampleSongs(db), listReceivedReactions(db), listTestimonials(db)]);
  return {
    aiEnabled,
    sampleSongs: samples.map((s) => ({ id: s.id, title: s.title, genre: s.genre })),
    reactions: reactions.map((r) => ({
      submissionId: r.id,
      name: r.name,
      recipientName: r.recipient_name,
      message: r.reaction_message ?? '',
    })),
    testimonials: testimonials.map((t) => ({ id: t.id, name: t.name, text: t.text })),
  };
}

export function createGeneratedVideos(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  storage: Storage;
  templates: VideoTemplates;
  aiEnabled: boolean;
  events: VideoEvents;
  /** Stops the render of a video being deleted. */
  cancelRender: (videoId: string) => void;
  /** Signed addresses of the videos' files (admin-only). */
  mediaLink: MediaLink;
}) {
  const { db, clock, jobs, storage, templates, events, mediaLink } = deps;

  /** Stores the video in `pending` with its render job, in one transaction, and wakes the queue. */
  async function enqueue({ video, plan }: { video: NewVideo; plan: RenderPlan }): Promise<GeneratedVideo> {
    const row: GeneratedVideoRow = {
      id: newId(),
      status: 'pending',
      request: JSON.stringify(plan),
      script: null,
      voice_media_id: null,
      video_media_id: null,
      error: null,
      created_at: clock.now().toISOString(),
      started_at: null,
      finished_at: null,
      ...video,
    };
    await inTransaction(db, async (trx) => {
      await insertGeneratedVideo(trx, row);
      await insertJob(trx, {
        kind: VIDEO_RENDER_JOB,
        payload: JSON.stringify({ id: row.id }),
        runAt: row.created_at,
        uniqueKey: renderJobKey(row.id),
        now: row.created_at,
      });
    });
    void jobs.runDue().catch(() => undefined);
    events(row.id, 'pending');
    return toGeneratedVideo(row, await unfinishedVideoIds(db), mediaLink);
  }

  return {
    async list(): Promise<GeneratedVideo[]> {
      const [rows, queue] = await Promise.all([listGeneratedVideos(db), unfinishedVideoIds(db)]);
      return rows.map((row) => toGeneratedVideo(row, queue, mediaLink));
    },

    async fromTemplate(request: TemplateVideoRequest): Promise<GeneratedVideo> {
      return enqueue(await templateVideo(db, templates, request));
    },

    async withAi(request: AiVideoRequest): Promise<GeneratedVideo> {
      if (!deps.aiEnabled) throw invalid(VIDEO_MESSAGES.aiNotConfigured);
      return enqueue(await aiVideo(db, request));
    },

    /** The video, its voice-over and its file go together; a render under way is stopped. */
    async remove(id: string): Promise<void> {
      const forgotten = await inTransaction(db, async (trx) => {
        const row = id.length <= 64 ? await deleteGeneratedVideo(trx, id) : undefined;
        if (!row) throw notFound(VIDEO_MESSAGES.videoNotFound);
        return storage.forget(trx, [row.video_media_id, row.voice_media_id]);
      });
      deps.cancelRender(id);
      await storage.unlink(forgotten);
      events(id, 'deleted');
    },

    options: (): Promise<VideoOptions> => videoOptions(db, deps.aiEnabled),
  };
}

export type GeneratedVideos = ReturnType<typeof createGeneratedVideos>;
