// A page's code evaluated in turns, one task each: a browser evaluates a chunk and everything it imports in one
// task, and a page built on zod, XState and its own modules held a phone's main thread for over 100 ms that way.
// Each step imports a part of what the last one needs (already fetched: the page's preloads name all of it), and
// the next step starts in a new task, so the browser can paint and answer a tap in between.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the imports one after the other, a task apart, and resolves with what the last one loads. */
export async function importInTurns<T>(...steps: [...(() => Promise<unknown>)[], () => Promise<T>]): Promise<T> {
  const last = steps.pop() as () => Promise<T>;
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}
