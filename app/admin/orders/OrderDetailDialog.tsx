// The order detail dialog (spec §4): every field, the legal next statuses only (the server has the last word:
// a refused move shows its 409 message), and the send and delete actions.
import * as Dialog from '@radix-ui/react-dialog';
import { canSendSong } from '../../../shared/statusRules';
import { toRow, type AdminItem, type OrderKind } from './orderRows';
import { CloseIcon } from '../../ui/icons';
import { SendIcon, TrashIcon } from '../kit/adminIcons';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { OrderDetails } from './OrderDetails';
import { StatusBadge } from './StatusBadge';
import { StatusChanger, useStatusMove } from './StatusChanger';
import { useDialogFocus } from '../kit/useDialogFocus';
import { useMay } from '../kit/role';
import { AssignmentBlock } from './AssignmentBlock';

interface OrderDetailDialogProps {
  kind: OrderKind;
  item: AdminItem | undefined;
  onClose: () => void;
  onSend: (id: string) => void;
  onDelete: (id: string) => void;
  focusAfterClose: () => HTMLElement | null;
}

export function OrderDetailDialog({ kind, item, onClose, onSend, onDelete, focusAfterClose }: OrderDetailDialogProps) {
  const moves = useStatusMove(kind, item);
  const focus = useDialogFocus(focusAfterClose);
  const row = item && toRow(item);
  const may = useMay();
  const paid = kind === 'paid';
  const mayWork = may(paid ? 'adminOrderSendCompleted' : 'adminFreeSongUpdate');
  const mayDelete = may(paid ? 'adminOrderDelete' : 'adminFreeSongDelete');

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
                    <StatusBadge status={row.status} /> {row.customerName || row.email || 'Customer'} · for {row.recipientName}
                  </p>
                </div>
                <Dialog.Close className="admin-icon-btn" aria-label="Close">
                  <CloseIcon />
                </Dialog.Close>
              </div>

              <AssignmentBlock item={item} />

              {mayWork && <StatusChanger item={item} moves={moves} />}

              <OrderDetails item={item} />

              <div className="admin-dialog__actions admin-dialog__actions--split">
                {mayDelete ? (
                  <button type="button" className="btn btn--danger-outline" onClick={() => onDelete(item.data.id)}>
                    <TrashIcon />
                    Delete
                  </button>
                ) : (
                  <span />
                )}
                {mayWork && canSendSong(row.status, row.revision?.pending ?? false) && (
                  <button type="button" className="btn btn--primary" onClick={() => onSend(item.data.id)}>
                    <SendIcon />
                    Send completed song
                  </button>
                )}
              </div>
              <ConfirmDialog
                open={moves.rejecting}
                onOpenChange={moves.setRejecting}
                title={`Reject #${row.displayId}?`}
                description="Rejected is final: the status cannot be changed again afterwards."
                confirmLabel="Reject"
                busyLabel="Rejecting…"
                busy={moves.pending}
                onConfirm={() => moves.move('rejected')}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
