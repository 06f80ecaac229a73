// The generated-videos list: status words, what counts as still on its way, the queue line, and when to poll.
import { describe, expect, it } from 'vitest';
import type { GeneratedVideo } from '../../../shared/schemas/video';
import {
  cueTime,
  finishedSince,
  finishedText,
  generationTypeLabel,
  isInProgress,
  ordinal,
  platformLabel,
  progressText,
  sortedCues,
  videoBadge,
  videosPollInterval,
  VIDEOS_POLL_MS,
} from './videoRows';

describe('video status', () => {
  it('treats everything but completed and failed as in progress, unknown statuses included', () => {
    expect(['pending', 'processing', 'uploading'].map(isInProgress)).toEqual([true, true, true]);
    expect(['completed', 'failed'].map(isInProgress)).toEqual([false, false]);
  });

  it('names each stage with a badge colour', () => {
    expect(videoBadge('completed')).toEqual({ label: 'Completed', tone: 'success' });
    expect(videoBadge('failed')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(videoBadge('pending')).toEqual({ label: 'Queued', tone: 'neutral' });
    expect(videoBadge('processing')).toEqual({ label: 'Rendering', tone: 'progress' });
    expect(videoBadge('something-new')).toEqual({ label: 'Rendering', tone: 'progress' });
  });
});

describe('the progress line', () => {
  it('gives a waiting video its place in line', () => {
    expect(progressText({ status: 'pending', queuePosition: 2 })).toBe('Queued (2nd in line)');
    expect(progressText({ status: 'pending', queuePosition: 1 })).toBe('Queued (1st in line)');
  });

  it('says only that it waits when the server gave no place', () => {
    expect(progressText({ status: 'pending', queuePosition: null })).toBe('Waiting to render');
    expect(progressText({ status: 'pending' })).toBe('Waiting to render');
    expect(progressText({ status: 'pending', queuePosition: 0 })).toBe('Waiting to render');
  });

  it('says a started video is rendering', () => {
    expect(progressText({ status: 'processing', queuePosition: 3 })).toBe('Rendering…');
  });

  it('writes ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});

describe('labels', () => {
  it('names platforms and generation types, and passes an unknown platform through', () => {
    expect(platformLabel('tiktok')).toBe('TikTok');
    expect(platformLabel('youtube')).toBe('YouTube Shorts');
    expect(platformLabel('vimeo')).toBe('vimeo');
    expect(generationTypeLabel('ai')).toBe('AI');
    expect(generationTypeLabel('template')).toBe('Template');
  });

  it('shows caption times as m:ss, in start order', () => {
    expect([0, 5.7, 65].map(cueTime)).toEqual(['0:00', '0:05', '1:05']);
    expect(
      sortedCues([
        { start: 4, text: 'b' },
        { start: 0, text: 'a' },
      ]).map((c) => c.text),
    ).toEqual(['a', 'b']);
    expect(sortedCues(null)).toEqual([]);
  });
});

describe('polling', () => {
  it('polls every 2 s while a render is on its way and the stream is down', () => {
    expect(videosPollInterval([{ status: 'completed' }, { status: 'pending' }], false)).toBe(VIDEOS_POLL_MS);
    expect(videosPollInterval([{ status: 'processing' }], false)).toBe(2000);
  });

  it('does not poll when the stream is open, when nothing is on its way, or before the list has loaded', () => {
    expect(videosPollInterval([{ status: 'pending' }], true)).toBe(false);
    expect(videosPollInterval([{ status: 'completed' }, { status: 'failed' }], false)).toBe(false);
    expect(videosPollInterval(undefined, false)).toBe(false);
  });
});

describe('finished renders', () => {
  const video = (id: string, status: GeneratedVideo['status'], title = id): GeneratedVideo => ({
    id,
    title,
    description: null,
    platform: 'tiktok',
    status,
    generationType: 'template',
    createdAt: '2025-09-01T10:00:00.000Z',
    script: null,
    voiceOverUrl: null,
    captionsData: null,
    videoUrl: null,
  });

  it('are the ones that were on their way and are not any more; the first list announces nothing', () => {
    const before = [video('a', 'processing'), video('b', 'pending'), video('c', 'completed'), video('d', 'pending')];
    const after = [video('e', 'pending'), video('a', 'completed'), video('b', 'failed'), video('c', 'completed'), video('d', 'processing')];
    expect(finishedSince(before, after).map((v) => v.id)).toEqual(['a', 'b']);
    expect(finishedSince(undefined, after)).toEqual([]);
  });

  it('are announced as ready or failed', () => {
    expect(finishedText([video('a', 'completed', 'Teaser'), video('b', 'failed', 'Quote')])).toBe(
      '“Teaser” is ready to play. “Quote” failed to render.',
    );
  });
});
