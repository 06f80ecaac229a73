// How soon a request that reached no server is tried again.
import { describe, expect, it } from 'vitest';
import { retryDelay } from './connection';

describe('retryDelay', () => {
  it('waits 10 s when nothing has failed yet (the `online` event normally comes first)', () => {
    expect(retryDelay(0)).toBe(10_000);
  });

  it('doubles from 1 s after each failure in a row, and never waits more than 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});
