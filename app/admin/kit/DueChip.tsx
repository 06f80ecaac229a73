// When work is due, as a chip: coloured by time left and always saying it in words (issue 26).
import { timeLeft, wasDue } from './timeLeft';

const TONE_CLASS = { overdue: 'admin-chip--overdue', soon: 'admin-chip--soon', today: 'admin-chip--today', later: '' } as const;

/** `done`: the song is sent (or the work closed): the due time is shown without urgency. */
export function DueChip({ dueAt, done, now }: { dueAt: string | null | undefined; done: boolean; now: Date }) {
  if (done) {
    const label = wasDue(dueAt);
    return label ? <span className="admin-chip">{label}</span> : null;
  }
  const left = timeLeft(dueAt, now);
  if (!left) return null;
  return <span className={`admin-chip admin-chip--due ${TONE_CLASS[left.tone]}`.trim()}>{left.label}</span>;
}
