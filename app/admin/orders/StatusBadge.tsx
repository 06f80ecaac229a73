// A status as a coloured badge (STATUS_TONES; unknown statuses neutral), and the payment status beside it.
import { STATUS_TONES } from '../../../shared/statusRules';
import { statusLabel } from './orderRows';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${STATUS_TONES[status] ?? 'neutral'}`}>{statusLabel(status)}</span>;
}

const PAYMENT: Record<string, { label: string; tone: string }> = {
  paid: { label: 'Paid', tone: 'success' },
  pending: { label: 'Payment pending', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'danger' },
};

export function PaymentBadge({ status }: { status: string }) {
  const shown = PAYMENT[status] ?? { label: statusLabel(status), tone: 'neutral' };
  return <span className={`admin-chip admin-chip--${shown.tone}`}>{shown.label}</span>;
}
