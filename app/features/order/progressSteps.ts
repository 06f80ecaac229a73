// Which steps of an order's way from paid to delivered are done, current or still to come.

export const PROGRESS_STEPS = [
  { status: 'pending', label: 'Order received' },
  { status: 'approved', label: 'Story approved' },
  { status: 'in_progress', label: 'Writing and recording' },
  { status: 'completed', label: 'Song finished' },
  { status: 'delivered', label: 'Delivered to you' },
] as const;

export type StepState = 'done' | 'current' | 'todo';

/**
 * The state of each step. Nothing moves before payment. The last step is an arrival, not work in progress:
 * once the song is delivered every step is done, the last one included.
 */
export function progressOf(status: string, paid: boolean): StepState[] {
  const current = PROGRESS_STEPS.findIndex((s) => s.status === status);
  const last = PROGRESS_STEPS.length - 1;
  return PROGRESS_STEPS.map((_, i) => {
    if (!paid || current < 0 || i > current) return 'todo';
    return i < current || current === last ? 'done' : 'current';
  });
}
