// The order detail dialog's "Change status" (spec §4): the legal next statuses only, each a button; the server has
// the last word, so a refused move shows its 409 message. Rejected is final, so it asks first.
import { useRef, useState } from 'react';
import type { FreeSongStatus, OrderStatus } from '../../../shared/enums';
import { nextFreeSongStatuses, nextOrderStatuses } from '../../../shared/statusRules';
import { failureText } from '../kit/client';
import { useSetStatus } from './orderActions';
import { statusLabel, toRow, type AdminItem, type OrderKind } from './orderRows';
import { toast } from '../../ui/toasts';

const MOVE_LABELS: Record<string, string> = {
  approved: 'Approve',
  in_progress: 'Mark in progress',
  completed: 'Mark completed',
  delivered: 'Mark delivered',
  reaction_received: 'Mark reaction received',
  rejected: 'Reject',
};

function nextStatuses(item: AdminItem): readonly string[] {
  // An unknown status (from a newer server) offers no moves rather than crashing the dialog.
  if (item.kind === 'paid') return nextOrderStatuses(item.data.status as OrderStatus) ?? [];
  return nextFreeSongStatuses(item.data.status as FreeSongStatus) ?? [];
}

export type StatusMove = ReturnType<typeof useStatusMove>;

/** Moving the open order to another status, and what the last move left to say. */
export function useStatusMove(kind: OrderKind, item: AdminItem | undefined) {
  const setStatus = useSetStatus(kind);
  const [rejecting, setRejecting] = useState(false);
  // A refusal belongs to the order it was for: another order opened in the dialog does not show it.
  const [refused, setRefused] = useState<{ id: string; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refusal = refused && refused.id === item?.data.id ? refused.text : null;

  const move = (status: string) => {
    if (!item || setStatus.isPending) return;
    const row = toRow(item);
    setRefused(null);
    setStatus.mutate(
      { id: item.data.id, status, from: item.data.status },
      {
        onSettled: () => {
          setRejecting(false);
          // The buttons now offer the next moves: the one that had focus is gone.
          heading.current?.focus();
        },
        onSuccess: () => toast.success('Status updated', `#${row.displayId} is now ${statusLabel(status).toLowerCase()}`),
        onError: (error) => {
          setRefused({ id: item.data.id, text: failureText(error) });
          toast.error('Failed to update order', failureText(error));
        },
      },
    );
  };

  return { move, pending: setStatus.isPending, rejecting, setRejecting, refusal, heading };
}

export function StatusChanger({ item, moves }: { item: AdminItem; moves: StatusMove }) {
  const next = nextStatuses(item);
  return (
    <section className="detail-status" aria-labelledby="detail-status-title">
      <h3 id="detail-status-title" ref={moves.heading} tabIndex={-1} className="detail-group__title">
        Change status
      </h3>
      {next.length === 0 ? (
        <p className="admin-muted">{statusLabel(toRow(item).status)} is final: no further status changes.</p>
      ) : (
        <div className="detail-status__buttons">
          {next.map((status) => (
            <button
              key={status}
              type="button"
              className={`btn btn--small ${status === 'rejected' ? 'btn--danger-outline' : 'btn--outline'}`}
              // Rejected is final: it asks first.
              onClick={() => (status === 'rejected' ? moves.setRejecting(true) : moves.move(status))}
              aria-disabled={moves.pending}
            >
              {MOVE_LABELS[status] ?? statusLabel(status)}
            </button>
          ))}
        </div>
      )}
      {moves.pending && (
        <p className="admin-muted" role="status">
          Saving…
        </p>
      )}
      {moves.refusal && (
        <p className="field-error" role="alert">
          {moves.refusal}
        </p>
      )}
    </section>
  );
}
