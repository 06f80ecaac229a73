import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 99, 100, 999, 1000, 1001, 12_000, 99_999, 100_000, 1_234_567, 2 ** 31, -1, -1000, -1_234_567])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
