// A confirmation before deleting (spec §5): an alert dialog with focus on Cancel, so Enter never deletes by
// accident; while the delete runs it cannot be dismissed.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from './useDialogFocus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Where focus goes once the dialog closes, when the button that opened it may be gone (a deleted row). */
  focusAfterClose?: () => HTMLElement | null;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  focusAfterClose,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const focus = useDialogFocus(focusAfterClose);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-overlay" />
        <Dialog.Content
          role="alertdialog"
          className="admin-dialog admin-dialog--small"
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <Dialog.Title className="admin-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="admin-dialog__text">{description}</Dialog.Description>
          <div className="admin-dialog__actions">
            <Dialog.Close asChild>
              <button ref={cancel} type="button" className="btn btn--outline" disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" className="btn btn--danger" onClick={() => !busy && onConfirm()} aria-disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
