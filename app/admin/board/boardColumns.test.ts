// The production board's columns and the moves a card offers.
import { describe, expect, it } from 'vitest';
import type { BoardCard } from '../../../shared/desk';
import { canDrop, columnsOf, neighbours } from './boardColumns';

const card = (id: string, stage: BoardCard['stage']): BoardCard => ({
  kind: 'order',
  id,
  displayId: id.toUpperCase(),
  recipientName: 'Maria',
  occasion: 'Anniversary',
  genre: 'Pop',
  status: 'in_progress',
  stage,
  rushDelivery: false,
  dueAt: null,
  deliveredAt: null,
});

describe('columnsOf', () => {
  it('gives every stage in the board’s order, each card under its stage in the order given', () => {
    const columns = columnsOf([card('a', 'lyrics'), card('b', 'brief'), card('c', 'lyrics'), card('d', 'delivered')]);
    expect(columns.map((c) => [c.stage, c.cards.map((x) => x.id)])).toEqual([
      ['brief', ['b']],
      ['lyrics', ['a', 'c']],
      ['recording', []],
      ['quality_check', []],
      ['delivered', ['d']],
    ]);
  });
});

describe('moves', () => {
  it('offers one step back and forward among the stages staff choose, never Delivered', () => {
    expect(neighbours('brief')).toEqual({ forward: 'lyrics' });
    expect(neighbours('lyrics')).toEqual({ back: 'brief', forward: 'recording' });
    expect(neighbours('quality_check')).toEqual({ back: 'recording' });
    expect(neighbours('delivered')).toEqual({});
  });

  it('drops between those stages only', () => {
    expect(canDrop('brief', 'recording')).toBe(true);
    expect(canDrop('brief', 'brief')).toBe(false);
    expect(canDrop('quality_check', 'delivered')).toBe(false);
    expect(canDrop('delivered', 'brief')).toBe(false);
  });
});
