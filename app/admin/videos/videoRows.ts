// The generated-videos list as the admin reads it: what each status is called, which ones are still on their
// way (spec §4: completed, failed, anything else in progress), the place in the render queue, and when to poll.
import { PLATFORM_LABELS, type CaptionCue, type GeneratedVideo, type VideoPlatform } from '../../../shared/schemas/video';

/** What a video's card shows about where it stands. */
export type VideoStage = 'completed' | 'failed' | 'queued' | 'rendering';

/** Any status besides completed and failed counts as in progress (spec §4), including ones a newer server adds. */
export function isInProgress(status: string): boolean {
  return status !== 'completed' && status !== 'failed';
}

export function videoStage(status: string): VideoStage {
  if (status === 'completed' || status === 'failed') return status;
  return status === 'pending' ? 'queued' : 'rendering';
}

const STAGES: Record<VideoStage, { label: string; tone: string }> = {
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  queued: { label: 'Queued', tone: 'neutral' },
  rendering: { label: 'Rendering', tone: 'progress' },
};

/** The badge: its words and its colour (the admin's status-badge tones). */
export function videoBadge(status: string): { label: string; tone: string } {
  return STAGES[videoStage(status)];
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The line under a video that is not finished: its place in the queue when it waits behind others. */
export function progressText(video: Pick<GeneratedVideo, 'status' | 'queuePosition'>): string {
  const stage = videoStage(video.status);
  if (stage === 'rendering') return 'Rendering…';
  const position = video.queuePosition;
  return typeof position === 'number' && position >= 1 ? `Queued (${ordinal(Math.floor(position))} in line)` : 'Waiting to render';
}

export const platformLabel = (platform: string): string => PLATFORM_LABELS[platform as VideoPlatform] ?? platform;

export const generationTypeLabel = (type: string): string => (type === 'ai' ? 'AI' : 'Template');

/** 0:05, 1:30: a caption's start time. */
export function cueTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Captions in the order they appear (the server's list may come in any order). */
export function sortedCues(cues: readonly CaptionCue[] | null | undefined): CaptionCue[] {
  return [...(cues ?? [])].sort((a, b) => a.start - b.start);
}

/** The list's fallback while a render is on its way and the live stream is not open (the admin stream says when one changes). */
export const VIDEOS_POLL_MS = 2000;

export function videosPollInterval(videos: readonly Pick<GeneratedVideo, 'status'>[] | undefined, streamOpen: boolean): number | false {
  if (streamOpen) return false;
  return videos?.some((video) => isInProgress(video.status)) ? VIDEOS_POLL_MS : false;
}

/** Videos that were on their way in the previous list and have finished (or failed) in this one: worth announcing. */
export function finishedSince(previous: readonly GeneratedVideo[] | undefined, current: readonly GeneratedVideo[]): GeneratedVideo[] {
  if (!previous) return [];
  const wasInProgress = new Set(previous.filter((v) => isInProgress(v.status)).map((v) => v.id));
  return current.filter((v) => wasInProgress.has(v.id) && !isInProgress(v.status));
}

/** "“Teaser” is ready to play." / "“Teaser” failed to render." */
export function finishedText(videos: readonly Pick<GeneratedVideo, 'title' | 'status'>[]): string {
  return videos.map((v) => (v.status === 'completed' ? `“${v.title}” is ready to play.` : `“${v.title}” failed to render.`)).join(' ');
}
