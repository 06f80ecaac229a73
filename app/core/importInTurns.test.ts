// Code loaded in turns: each import in order, the next one a task after the last, and the last one's module returned.
import { describe, expect, it } from 'vitest';
import { importInTurns } from './importInTurns';

describe('importInTurns', () => {
  it('runs each step in order, a task apart, and resolves with what the last step loads', async () => {
    const log: string[] = [];
    const step = (name: string) => () => {
      log.push(name);
      // A task queued by this step runs before the next step starts: the steps are tasks apart, not microtasks.
      setTimeout(() => log.push(`task after ${name}`), 0);
      return Promise.resolve({ name });
    };
    const last = await importInTurns(step('zod'), step('schemas'), step('page'));
    expect(last).toEqual({ name: 'page' });
    expect(log).toEqual(['zod', 'task after zod', 'schemas', 'task after schemas', 'page']);
  });

  it('stops at a step that fails, with its error', async () => {
    const loaded: string[] = [];
    const failing = importInTurns(
      () => Promise.reject(new Error('offline')),
      () => {
        loaded.push('page');
        return Promise.resolve('page');
      },
    );
    await expect(failing).rejects.toThrow('offline');
    expect(loaded).toEqual([]);
  });
});
