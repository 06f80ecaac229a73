// The keyed lock: tasks with one key run one after another, other keys do not wait, a failure frees the key.
import { describe, expect, it, vi } from 'vitest';
import { createKeyedLock } from './keyedLock';

/** A task's end that the test decides: the order of events is the test's, not the timers'. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('keyed lock', () => {
  it('runs tasks of one key one at a time, in order, and others alongside', async () => {
    const lock = createKeyedLock();
    const seen: string[] = [];
    const ends = { a1: gate(), a2: gate(), b1: gate() };
    const task = (name: keyof typeof ends) => async () => {
      seen.push(`${name}:start`);
      await ends[name].opened;
      seen.push(`${name}:end`);
      return name;
    };
    const results = Promise.all([lock.run('a', task('a1')), lock.run('a', task('a2')), lock.run('b', task('b1'))]);
    // b1 starts while a1 runs; a2 waits for a1, even once it may end and b1 has ended.
    await vi.waitFor(() => expect(seen).toEqual(['a1:start', 'b1:start']), { timeout: 10_000 });
    ends.a2.open();
    ends.b1.open();
    await vi.waitFor(() => expect(seen).toContain('b1:end'), { timeout: 10_000 });
    expect(seen).not.toContain('a2:start');
    ends.a1.open();
    expect(await results).toEqual(['a1', 'a2', 'b1']);
    expect(seen.indexOf('a1:end')).toBeLessThan(seen.indexOf('a2:start'));
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
