// One order list (paid orders or free-song requests): search (kept in the URL as ?q=, so a chat can link to a
// customer's orders) and status filter (and, for free songs, the reaction reminders), the list, and the dialogs
// that open from it (details, send the song, delete).
import { useMemo, useRef, useState } from 'react';
import { FREE_SONG_STATUSES, ORDER_STATUSES } from '../../../shared/enums';
import { failureText } from '../kit/client';
import { KIND_TEXT, useDeleteOrder, useOrderItems } from './orderActions';
import { countByStatus, filterRows, toRow, type AdminItem, type OrderKind, type OrderRow } from './orderRows';
import { toast } from '../../ui/toasts';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderList } from './OrderList';
import { OrderToolbar } from './OrderToolbar';
import { ReactionReminders } from './ReactionReminders';
import { SendCompletedDialog } from './SendCompletedDialog';
import { useOrderFilter } from './useOrderFilter';

export function OrderSection({ kind }: { kind: OrderKind }) {
  const text = KIND_TEXT[kind];
  const list = useOrderItems(kind);
  const [filter, setFilter] = useOrderFilter();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [sendId, setSendId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  const rows = useMemo(() => (list.items ?? []).map(toRow), [list.items]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const counts = useMemo(() => countByStatus(rows), [rows]);
  const find = (id: string | null) => (id === null ? undefined : list.items?.find((item) => item.data.id === id));

  // After a delete the row (and the button that opened the dialogs) is gone: focus goes to the list heading.
  // Both dialogs may close together, so the flag is only reset when a dialog opens again.
  const focusAfterDelete = () => (deleted.current ? heading.current : null);
  const opening = (open: (id: string) => void) => (id: string) => {
    deleted.current = false;
    open(id);
  };

  const afterDelete = () => {
    deleted.current = true;
    setDeleteId(null);
    setDetailId(null);
  };

  return (
    <section className="order-section" aria-labelledby={`${kind}-orders-title`}>
      <h2 id={`${kind}-orders-title`} ref={heading} tabIndex={-1} className="visually-hidden">
        {text.list}
      </h2>
      {kind === 'free' && <ReactionReminders />}
      <OrderToolbar
        idPrefix={`${kind}-orders`}
        filter={filter}
        onChange={setFilter}
        statuses={kind === 'paid' ? ORDER_STATUSES : FREE_SONG_STATUSES}
        counts={counts}
        shown={shown.length}
        total={rows.length}
        noun={text.noun}
      />
      <OrderListBody
        kind={kind}
        list={list}
        rows={rows}
        shown={shown}
        onClearFilter={() => setFilter({ search: '', status: '' })}
        onDetails={opening(setDetailId)}
        onSend={opening(setSendId)}
        onDelete={opening(setDeleteId)}
      />

      <OrderDetailDialog
        kind={kind}
        item={find(detailId)}
        onClose={() => setDetailId(null)}
        onSend={opening(setSendId)}
        onDelete={opening(setDeleteId)}
        focusAfterClose={focusAfterDelete}
      />
      <SendCompletedDialog item={find(sendId)} onClose={() => setSendId(null)} />
      <DeleteOrderDialog
        kind={kind}
        doomed={find(deleteId)}
        onClose={() => setDeleteId(null)}
        onDeleted={afterDelete}
        focusAfterClose={focusAfterDelete}
      />
    </section>
  );
}

interface OrderListBodyProps {
  kind: OrderKind;
  list: ReturnType<typeof useOrderItems>;
  rows: OrderRow[];
  shown: OrderRow[];
  onClearFilter: () => void;
  onDetails: (id: string) => void;
  onSend: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The list, or why there is none: still loading, failed, nothing yet, or nothing the search and filter let through. */
function OrderListBody({ kind, list, rows, shown, onClearFilter, onDetails, onSend, onDelete }: OrderListBodyProps) {
  const text = KIND_TEXT[kind];
  return list.isPending ? (
    <ListSkeleton label={`Loading ${text.list.toLowerCase()}`} />
  ) : list.isError ? (
    <LoadError message={text.fetchFailed} detail={failureText(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  ) : rows.length === 0 ? (
    <EmptyState title={kind === 'paid' ? 'No orders yet' : 'No free-song requests yet'} />
  ) : shown.length === 0 ? (
    <EmptyState title={`No ${text.noun}s match`}>
      <button type="button" className="btn btn--outline" onClick={onClearFilter}>
        Clear search and filter
      </button>
    </EmptyState>
  ) : (
    <OrderList rows={shown} onDetails={onDetails} onSend={onSend} onDelete={onDelete} />
  );
}

interface DeleteOrderDialogProps {
  kind: OrderKind;
  doomed: AdminItem | undefined;
  onClose: () => void;
  onDeleted: () => void;
  focusAfterClose: () => HTMLElement | null;
}

/** "Delete this paid order?": the order and its files go for good once confirmed. */
function DeleteOrderDialog({ kind, doomed, onClose, onDeleted, focusAfterClose }: DeleteOrderDialogProps) {
  const text = KIND_TEXT[kind];
  const remove = useDeleteOrder(kind);
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.data.id, {
      onSuccess: () => {
        toast.success(text.deleted);
        onDeleted();
      },
      onError: (error) => toast.error(`${text.deleteFailed}: ${failureText(error)}`),
    });
  };
  return (
    <ConfirmDialog
      open={doomed !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'paid' ? 'Delete this paid order?' : 'Delete this free-song request?'}
      description={
        doomed && (
          <>
            {kind === 'paid' ? 'Order' : 'Request'} <strong>{toRow(doomed).displayId}</strong> for {doomed.data.recipientName} and its files
            will be deleted. This cannot be undone.
          </>
        )
      }
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onConfirm={confirmDelete}
      focusAfterClose={focusAfterClose}
    />
  );
}
