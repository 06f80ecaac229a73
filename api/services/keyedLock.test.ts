// The keyed lock: tasks with one key run one after another, other keys do not wait, a failure frees the key.
import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyedLock';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('keyed lock', () => {
  it('runs tasks of one key one at a time, in order, and others alongside', async () => {
    const lock = createKeyedLock();
    const seen: string[] = [];
    const task = (name: string) => async () => {
      seen.push(`${name}:start`);
      await tick();
      seen.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([lock.run('a', task('a1')), lock.run('a', task('a2')), lock.run('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(seen.indexOf('a1:end')).toBeLessThan(seen.indexOf('a2:start'));
    expect(seen.indexOf('b1:start')).toBeLessThan(seen.indexOf('a1:end'));
  });

  it('passes a failure to its caller and lets the next task run', async () => {
    const lock = createKeyedLock();
    const failed = lock.run('k', async () => {
      throw new Error('boom');
    });
    const next = lock.run('k', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
