// Which failed revision requests the form explains itself, and in which words.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client';
import { revisionFailure } from './revisionRequest';

const TRY_AGAIN = 'We couldn’t send your request. Please try again.';

describe('revisionFailure', () => {
  it('says nothing without an error', () => {
    expect(revisionFailure(null)).toBeNull();
  });

  it('leaves a refused note (400) and a second request (409) to their own messages', () => {
    expect(revisionFailure(new ApiError(400, 'Bad Request', 'Please write a note'))).toBeNull();
    expect(revisionFailure(new ApiError(409, 'Conflict', 'Already requested'))).toBeNull();
  });

  it('passes on the shop’s sentence when there were too many requests', () => {
    expect(revisionFailure(new ApiError(429, 'Too Many Requests', 'Please wait a minute.'))).toBe('Please wait a minute.');
  });

  it('asks to try again after a network failure or a server error', () => {
    expect(revisionFailure(new TypeError('Failed to fetch'))).toBe(TRY_AGAIN);
    expect(revisionFailure(new ApiError(500, 'Internal Server Error', undefined))).toBe(TRY_AGAIN);
    expect(revisionFailure(new ApiError(429, 'Too Many Requests', undefined))).toBe(TRY_AGAIN);
  });
});
