// The unsubscribe page's words for a request that failed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client';
import { unsubscribeFailure } from './unsubscribeFailure';

describe('unsubscribeFailure', () => {
  it('says nothing without a failure', () => {
    expect(unsubscribeFailure(null)).toBeNull();
  });

  it('passes on the shop’s sentence, or the status when it sent none', () => {
    expect(unsubscribeFailure(new ApiError(429, 'Too Many Requests', 'Please try again in a minute.'))).toBe(
      'Please try again in a minute.',
    );
    expect(unsubscribeFailure(new ApiError(500, 'Internal Server Error', undefined))).toBe('API request failed: 500 Internal Server Error');
  });

  it('points at the connection when the shop was not reached', () => {
    expect(unsubscribeFailure(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });
});
