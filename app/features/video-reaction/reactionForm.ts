// The reaction form's rules (spec §5, §8) before anything is sent: a video of an accepted type under 50 MB and
// a few words; and what a failed upload says. The server checks again, judging the file by its bytes.
import { REACTION_LIMITS, REACTION_MESSAGES } from '../../../shared/schemas/freeSong';
import { ApiError } from '../../core/api/client';
import { UploadNetworkError } from '../../core/api/upload';

/** The types a browser gives MP4, MOV and AVI files (spec: mp4, mov, avi, quicktime). */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/x-quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
  'video/x-m4v',
]);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'qt', 'avi']);
/** Types that say nothing: then the file's ending decides. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface ReactionInput {
  video: PickedFile | null;
  message: string;
}

export type ReactionErrors = Partial<Record<'video' | 'message', string>>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file looks like an MP4, MOV or AVI video: by its type, or by its ending when the type is unknown. */
export function isAcceptedVideo(file: PickedFile): boolean {
  const type = file.type.toLowerCase();
  if (VIDEO_TYPES.has(type)) return true;
  return UNKNOWN_TYPES.has(type) && VIDEO_EXTENSIONS.has(extensionOf(file.name));
}

/** What is wrong with a picked video, in the spec's words; null when it may be sent. */
export function videoProblem(file: PickedFile | null): string | null {
  if (!file) return REACTION_MESSAGES.fileMissing;
  if (!isAcceptedVideo(file) || file.size === 0) return REACTION_MESSAGES.fileType;
  if (file.size > REACTION_LIMITS.videoBytes) return REACTION_MESSAGES.fileSize;
  return null;
}

export function messageProblem(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '') return REACTION_MESSAGES.messageMissing;
  if (trimmed.length > REACTION_LIMITS.message) return `Message must be ${REACTION_LIMITS.message} characters or fewer`;
  return null;
}

/** Every problem at once, in the form's order (the page focuses the first). */
export function reactionErrors(input: ReactionInput): ReactionErrors {
  const errors: ReactionErrors = {};
  const video = videoProblem(input.video);
  if (video) errors.video = video;
  const message = messageProblem(input.message);
  if (message) errors.message = message;
  return errors;
}

/** The toast's words for a failed upload: the server's own error, else the status (spec §8). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Failed to submit reaction video (${error.status})`;
  if (error instanceof UploadNetworkError)
    return 'Failed to submit reaction video (network error). Please check your connection and try again.';
  return 'Failed to submit reaction video. Please try again.';
}

/** Sizes as people read them: "850 KB", "12.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
