// The order page's progress steps: what is done, current and to come for each order status.
import { describe, expect, it } from 'vitest';
import { progressOf } from './progressSteps';

describe('progressOf', () => {
  it('marks every step done once the song is delivered, the last one included', () => {
    expect(progressOf('delivered', true)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('marks the steps before the order’s status done and its status current while work goes on', () => {
    expect(progressOf('pending', true)).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
    expect(progressOf('in_progress', true)).toEqual(['done', 'done', 'current', 'todo', 'todo']);
    expect(progressOf('completed', true)).toEqual(['done', 'done', 'done', 'current', 'todo']);
  });

  it('moves nothing before payment, nor for a status it does not know', () => {
    expect(progressOf('pending', false)).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
    expect(progressOf('something_new', true)).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
  });
});
