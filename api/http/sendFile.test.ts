// Range header parsing, including the forms browsers send and the ones we answer with the whole file.
import { describe, expect, it } from 'vitest';
import { parseRange } from './sendFile';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('reads %s', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=500-400', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });

  it.each([undefined, '', 'bytes=0-1,5-6', 'items=0-5', 'bytes=-', 'bytes=a-b'])('sends the whole file for %s', (header) => {
    expect(parseRange(header, 1000)).toBeUndefined();
  });
});
