import { describe, expect, it } from 'vitest';
import { fitting, movedMessage, moveBy, moveTo } from './photoOrder';

describe('the photos’ order', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves a photo one place earlier or later, not past either end', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveBy(ids, 'a', -1)).toBeNull();
    expect(moveBy(ids, 'd', 1)).toBeNull();
    expect(moveBy(ids, 'x', 1)).toBeNull();
  });

  it('drops a dragged photo where another one is, the others shifting', () => {
    expect(moveTo(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(ids, 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(ids, 'b', 'b')).toBeNull();
    expect(moveTo(ids, 'b', null)).toBeNull();
  });

  it('says where a photo went', () => {
    expect(movedMessage(['a', 'c', 'b'], 'c')).toBe('Photo moved to position 2 of 3.');
  });

  it('takes as many chosen files as there is room for, saying what was left out', () => {
    expect(fitting(5, 10, 20)).toEqual({ take: 5, message: null });
    expect(fitting(5, 18, 20)).toEqual({
      take: 2,
      message: 'A slideshow takes at most 20 photos: only the first 2 of the 5 you chose were added.',
    });
    expect(fitting(1, 20, 20).take).toBe(0);
  });
});
