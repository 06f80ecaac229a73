// Where an order is on its way from paid to delivered, as a list of steps with the current one marked.
import { CheckIcon } from '../../components/icons';

const STEPS = [
  { status: 'pending', label: 'Order received' },
  { status: 'approved', label: 'Story approved' },
  { status: 'in_progress', label: 'Writing and recording' },
  { status: 'completed', label: 'Song finished' },
  { status: 'delivered', label: 'Delivered to you' },
] as const;

export function OrderProgress({ status, paid }: { status: string; paid: boolean }) {
  if (status === 'rejected') {
    return (
      <p className="order-progress__rejected" role="status">
        We couldn’t take on this story. If you paid, a full refund is on its way (5–7 business days).
      </p>
    );
  }
  const current = STEPS.findIndex((s) => s.status === status);
  return (
    <ol className="order-progress" aria-label="Progress">
      {STEPS.map((step, i) => {
        const done = paid && i < current;
        const now = paid && i === current;
        return (
          <li key={step.status} className={done ? 'is-done' : now ? 'is-current' : ''} aria-current={now ? 'step' : undefined}>
            <span className="order-progress__dot" aria-hidden="true">{done ? <CheckIcon width={16} height={16} /> : i + 1}</span>
            {step.label}
          </li>
        );
      })}
    </ol>
  );
}
