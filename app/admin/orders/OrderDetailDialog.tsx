// The order detail dialog (spec §4): every field, the legal next statuses only (the server has the last word:
// a refused move shows its 409 message), and the send and delete actions.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { FreeSongStatus, OrderStatus } from '../../../shared/enums';
import { nextFreeSongStatuses, nextOrderStatuses, canSendSong } from '../../../shared/statusRules';
import { failureText } from '../kit/client';
import { useSetStatus } from './orderActions';
import { statusLabel, toRow, type AdminItem, type OrderKind } from './orderRows';
import { CloseIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import { SendIcon, TrashIcon } from '../kit/adminIcons';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { OrderDetails } from './OrderDetails';
import { StatusBadge } from './StatusBadge';
import { useDialogFocus } from '../kit/useDialogFocus';

interface OrderDetailDialogProps {
  kind: OrderKind;
  item: AdminItem | undefined;
  onClose: () => void;
  onSend: (id: string) => void;
  onDelete: (id: string) => void;
  focusAfterClose: () => HTMLElement | null;
}

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

export function OrderDetailDialog({ kind, item, onClose, onSend, onDelete, focusAfterClose }: OrderDetailDialogProps) {
  const setStatus = useSetStatus(kind);
  const [rejecting, setRejecting] = useState(false);
  // A refusal belongs to the order it was for: another order opened in the dialog does not show it.
  const [refused, setRefused] = useState<{ id: string; text: string } | null>(null);
  const focus = useDialogFocus(focusAfterClose);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const id = item?.data.id;
  const refusal = refused && refused.id === id ? refused.text : null;

  const row = item && toRow(item);
  const move = (status: string) => {
    if (!item || !row || setStatus.isPending) return;
    setRefused(null);
    setStatus.mutate(
      { id: item.data.id, status, from: item.data.status },
      {
        onSettled: () => {
          setRejecting(false);
          // The buttons now offer the next moves: the one that had focus is gone.
          statusHeading.current?.focus();
        },
        onSuccess: () => toast.success('Status updated', `#${row.displayId} is now ${statusLabel(status).toLowerCase()}`),
        onError: (error) => {
          setRefused({ id: item.data.id, text: failureText(error) });
          toast.error('Failed to update order', failureText(error));
        },
      },
    );
  };

  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-overlay" />
        <Dialog.Content
          className="admin-dialog admin-dialog--wide"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          {item && row && (
            <>
              <div className="admin-dialog__head">
                <div>
                  <Dialog.Title className="admin-dialog__title">
                    {item.kind === 'paid' ? 'Order' : 'Free-song request'} #{row.displayId}
                  </Dialog.Title>
                  <p className="admin-dialog__sub">
                    <StatusBadge status={row.status} /> {row.customerName || row.email} · for {row.recipientName}
                  </p>
                </div>
                <Dialog.Close className="admin-icon-btn" aria-label="Close">
                  <CloseIcon />
                </Dialog.Close>
              </div>

              <section className="detail-status" aria-labelledby="detail-status-title">
                <h3 id="detail-status-title" ref={statusHeading} tabIndex={-1} className="detail-group__title">
                  Change status
                </h3>
                {nextStatuses(item).length === 0 ? (
                  <p className="admin-muted">{statusLabel(row.status)} is final: no further status changes.</p>
                ) : (
                  <div className="detail-status__buttons">
                    {nextStatuses(item).map((status) => (
                      <button
                        key={status}
                        type="button"
                        className={`btn btn--small ${status === 'rejected' ? 'btn--danger-outline' : 'btn--outline'}`}
                        // Rejected is final: it asks first.
                        onClick={() => (status === 'rejected' ? setRejecting(true) : move(status))}
                        aria-disabled={setStatus.isPending}
                      >
                        {MOVE_LABELS[status] ?? statusLabel(status)}
                      </button>
                    ))}
                  </div>
                )}
                {setStatus.isPending && (
                  <p className="admin-muted" role="status">
                    Saving…
                  </p>
                )}
                {refusal && (
                  <p className="field-error" role="alert">
                    {refusal}
                  </p>
                )}
              </section>

              <OrderDetails item={item} />

              <div className="admin-dialog__actions admin-dialog__actions--split">
                <button type="button" className="btn btn--danger-outline" onClick={() => onDelete(item.data.id)}>
                  <TrashIcon />
                  Delete
                </button>
                {canSendSong(row.status, row.revision?.pending ?? false) && (
                  <button type="button" className="btn btn--primary" onClick={() => onSend(item.data.id)}>
                    <SendIcon />
                    Send completed song
                  </button>
                )}
              </div>
              <ConfirmDialog
                open={rejecting}
                onOpenChange={setRejecting}
                title={`Reject #${row.displayId}?`}
                description="Rejected is final: the status cannot be changed again afterwards."
                confirmLabel="Reject"
                busyLabel="Rejecting…"
                busy={setStatus.isPending}
                onConfirm={() => move('rejected')}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
