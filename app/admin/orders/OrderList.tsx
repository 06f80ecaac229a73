// The rows of an order list: a table on wide screens, cards on a phone. Each row shows the display id,
// customer, recipient and occasion, date, status, when it is due, payment, rush, the add-ons, a gift date and a revision flag
// with the customer's note.
import { canSendSong } from '../../../shared/statusRules';
import { formatDate, formatDateTime } from '../kit/format';
import { isClosed, type OrderRow } from './orderRows';
import { DueChip } from '../kit/DueChip';
import { useNow } from '../kit/useNow';
import { useMediaQuery } from '../kit/useMediaQuery';
import { FlagIcon, SendIcon, TrashIcon } from '../kit/adminIcons';
import { PaymentBadge, StatusBadge } from './StatusBadge';
import { useMay } from '../kit/role';

interface OrderListProps {
  rows: OrderRow[];
  onDetails: (id: string) => void;
  onSend: (id: string) => void;
  onDelete: (id: string) => void;
}

const nounOf = (row: OrderRow) => (row.kind === 'paid' ? 'order' : 'request');

function Flags({ row, now }: { row: OrderRow; now: Date }) {
  return (
    <div className="order-flags">
      <DueChip dueAt={row.dueAt} done={isClosed(row)} now={now} />
      {row.paymentStatus && <PaymentBadge status={row.paymentStatus} />}
      {row.rush && <span className="admin-chip admin-chip--rush">Rush</span>}
      {row.addOns.map((name) => (
        <span key={name} className="admin-chip admin-chip--info">
          + {name}
        </span>
      ))}
      {row.assignment && <span className="admin-chip admin-chip--info admin-chip--assignment">{row.assignment}</span>}
      {row.scheduledSendAt && row.status !== 'delivered' && (
        <span className="admin-chip admin-chip--info">Sends {formatDateTime(row.scheduledSendAt)}</span>
      )}
      {row.gift && (
        <span className="admin-chip admin-chip--info">
          {row.gift.revealedAt ? 'Gift opened' : row.gift.revealAt ? `Gift opens ${formatDateTime(row.gift.revealAt)}` : 'Gift: when ready'}
        </span>
      )}
      {row.revision && (
        <p className="order-revision">
          <FlagIcon />
          <span>
            <strong>Revision requested</strong> <q>{row.revision.note}</q>
          </span>
        </p>
      )}
    </div>
  );
}

function Actions({ row, onDetails, onSend, onDelete }: Omit<OrderListProps, 'rows'> & { row: OrderRow }) {
  const label = `${nounOf(row)} ${row.displayId}`;
  const may = useMay();
  const paid = row.kind === 'paid';
  const mayWork = may(paid ? 'adminOrderSendCompleted' : 'adminFreeSongUpdate');
  const mayDelete = may(paid ? 'adminOrderDelete' : 'adminFreeSongDelete');
  return (
    <div className="order-actions">
      <button type="button" className="btn btn--outline btn--small" onClick={() => onDetails(row.id)}>
        Details<span className="visually-hidden"> of {label}</span>
      </button>
      {mayWork && canSendSong(row.status, row.revision?.pending ?? false) && (
        <button type="button" className="btn btn--primary btn--small" onClick={() => onSend(row.id)}>
          <SendIcon />
          Send<span className="visually-hidden"> song for {label}</span>
        </button>
      )}
      {mayDelete && (
        <button
          type="button"
          className="admin-icon-btn admin-icon-btn--danger"
          onClick={() => onDelete(row.id)}
          aria-label={`Delete ${label}`}
        >
          <TrashIcon />
        </button>
      )}
    </div>
  );
}

export function OrderList(props: OrderListProps) {
  const wide = useMediaQuery('(min-width: 1100px)');
  const now = useNow();
  const { rows } = props;
  const first = rows[0];
  if (!first) return null;
  const who = first.kind === 'paid' ? 'Customer' : 'Applicant';

  if (!wide) {
    return (
      <ul className="order-cards">
        {rows.map((row) => (
          <li key={row.id} className="order-card">
            <div className="order-card__head">
              <span className="order-id">#{row.displayId}</span>
              <StatusBadge status={row.status} />
            </div>
            <p className="order-card__who">
              <strong>{row.customerName || row.email || 'Customer'}</strong>
              {row.customerName && <span className="order-email">{row.email}</span>}
            </p>
            <p className="order-card__song">
              For <strong>{row.recipientName}</strong> · {row.occasion}
            </p>
            <p className="order-card__date">
              <span className="visually-hidden">Created </span>
              {formatDate(row.createdAt)}
            </p>
            <Flags row={row} now={now} />
            <Actions {...props} row={row} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="order-table-wrap">
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{first.kind === 'paid' ? 'Order' : 'Request'}</th>
            <th scope="col">{who}</th>
            <th scope="col">Song for</th>
            <th scope="col">Status</th>
            <th scope="col">Notes</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="order-id">#{row.displayId}</span>
                <span className="order-sub">{formatDate(row.createdAt)}</span>
              </th>
              <td>
                <span className="order-name">{row.customerName || '—'}</span>
                <span className="order-email">{row.email}</span>
              </td>
              <td>
                <span className="order-name">{row.recipientName}</span>
                <span className="order-sub">{row.occasion}</span>
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>
                <Flags row={row} now={now} />
              </td>
              <td>
                <Actions {...props} row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
