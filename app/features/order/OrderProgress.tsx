// Where an order is on its way from paid to delivered, as a list of steps: done ones checked, the current one marked.
import { CheckIcon } from '../../ui/icons';
import { progressOf, PROGRESS_STEPS } from './progressSteps';

export function OrderProgress({ status, paid }: { status: string; paid: boolean }) {
  if (status === 'rejected') {
    return (
      <p className="order-progress__rejected" role="status">
        We couldn’t take on this story. If you paid, a full refund is on its way (5–7 business days).
      </p>
    );
  }
  const states = progressOf(status, paid);
  return (
    <ol className="order-progress" aria-label="Progress">
      {PROGRESS_STEPS.map((step, i) => {
        const state = states[i];
        // The order's own state is the current step, even when that is the last one and so already done.
        const isNow = paid && step.status === status;
        return (
          <li
            key={step.status}
            className={state === 'done' ? 'is-done' : state === 'current' ? 'is-current' : ''}
            aria-current={isNow ? 'step' : undefined}
          >
            <span className="order-progress__dot" aria-hidden="true">
              {state === 'done' ? <CheckIcon width={16} height={16} /> : i + 1}
            </span>
            {step.label}
            {state === 'done' && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
