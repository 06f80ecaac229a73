// The photos' order as the buyer changes it, without React: one photo a step earlier or later (the keyboard's
// buttons), or dropped where another one is (dragging); and the words announced for each change or refusal.
import { ApiError } from '../../../core/api/client';

/** What the buyer reads when a change did not go through: the server's words, or a word about the connection. */
export const failureText = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Something went wrong. Please check your connection and try again.';

/** The ids with `id` moved one place (-1 earlier, +1 later); null when it cannot move that way. */
export function moveBy(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  return moveTo(ids, id, ids[to]!);
}

/** The ids with `id` taking the place of `over` (the others shifting); null when nothing moves. */
export function moveTo(ids: readonly string[], id: string, over: string | null): string[] | null {
  const from = ids.indexOf(id);
  const to = over === null ? -1 : ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** What a screen reader hears once a photo has moved. */
export const movedMessage = (ids: readonly string[], id: string) => `Photo moved to position ${ids.indexOf(id) + 1} of ${ids.length}.`;

/** How many of the chosen files fit, and the words for those that do not. */
export function fitting(chosen: number, have: number, max: number): { take: number; message: string | null } {
  const room = Math.max(0, max - have);
  if (chosen <= room) return { take: chosen, message: null };
  return {
    take: room,
    message: `A slideshow takes at most ${max} photos: ${room === 0 ? 'remove one to add another' : `only the first ${room} of the ${chosen} you chose were added`}.`,
  };
}
