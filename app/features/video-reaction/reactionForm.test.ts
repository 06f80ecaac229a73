// The reaction form's checks before sending, in the spec's words, and what a failed upload says.
import { describe, expect, it, vi } from 'vitest';
import { REACTION_LIMITS, REACTION_MESSAGES } from '../../../shared/schemas/freeSong';
import { ApiError } from '../../core/api/client';
import { UploadAborted, UploadNetworkError } from '../../core/api/upload';
import { formatBytes, isAcceptedVideo, reactionErrors, uploadFailureMessage, videoProblem } from './reactionForm';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2 * MB) => ({ name, type, size });

describe('the video', () => {
  it('is required', () => {
    expect(videoProblem(null)).toBe(REACTION_MESSAGES.fileMissing);
  });

  it('may be an MP4, a MOV (QuickTime) or an AVI', () => {
    expect(videoProblem(file('hug.mp4', 'video/mp4'))).toBeNull();
    expect(videoProblem(file('IMG_0042.MOV', 'video/quicktime'))).toBeNull();
    expect(videoProblem(file('old-camera.avi', 'video/x-msvideo'))).toBeNull();
    expect(videoProblem(file('old-camera.avi', 'video/avi'))).toBeNull();
  });

  it('goes by the file name only when the browser gives no type', () => {
    expect(isAcceptedVideo(file('clip.MOV', ''))).toBe(true);
    expect(isAcceptedVideo(file('clip.avi', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedVideo(file('clip', ''))).toBe(false);
    // A type that says something else wins over the name.
    expect(isAcceptedVideo(file('clip.mp4', 'image/png'))).toBe(false);
  });

  it('refuses other kinds of files with the spec’s message', () => {
    for (const other of [
      file('clip.webm', 'video/webm'),
      file('clip.mkv', 'video/x-matroska'),
      file('photo.jpg', 'image/jpeg'),
      file('notes.txt', 'text/plain'),
    ]) {
      expect(videoProblem(other)).toBe(REACTION_MESSAGES.fileType);
    }
    expect(videoProblem(file('empty.mp4', 'video/mp4', 0))).toBe(REACTION_MESSAGES.fileType);
  });

  it('must be 50 MB at most', () => {
    expect(videoProblem(file('long.mp4', 'video/mp4', REACTION_LIMITS.videoBytes))).toBeNull();
    expect(videoProblem(file('long.mp4', 'video/mp4', REACTION_LIMITS.videoBytes + 1))).toBe(REACTION_MESSAGES.fileSize);
  });
});

describe('the whole form', () => {
  it('names every problem at once', () => {
    expect(reactionErrors({ video: null, message: '   ' })).toEqual({
      video: REACTION_MESSAGES.fileMissing,
      message: REACTION_MESSAGES.messageMissing,
    });
  });

  it('passes with a video and a few words', () => {
    expect(reactionErrors({ video: file('hug.mp4', 'video/mp4'), message: 'She cried, then sang along.' })).toEqual({});
  });

  it('caps the message at the server’s limit', () => {
    expect(reactionErrors({ video: file('hug.mp4', 'video/mp4'), message: 'a'.repeat(REACTION_LIMITS.message + 1) }).message).toBe(
      `Message must be ${REACTION_LIMITS.message} characters or fewer`,
    );
  });
});

describe('a failed upload', () => {
  it('shows the server’s error when it sent one, else the status', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(uploadFailureMessage(new ApiError(413, 'Payload Too Large', REACTION_MESSAGES.fileSize))).toBe(REACTION_MESSAGES.fileSize);
    expect(uploadFailureMessage(new ApiError(502, 'Bad Gateway', undefined))).toBe('Failed to submit reaction video (502)');
  });

  it('says so when the connection failed', () => {
    expect(uploadFailureMessage(new UploadNetworkError())).toMatch(/^Failed to submit reaction video \(network error\)/);
    expect(uploadFailureMessage(new UploadAborted())).toBe('Failed to submit reaction video. Please try again.');
  });
});

describe('formatBytes', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(12.44 * MB)).toBe('12.4 MB');
  });
});
