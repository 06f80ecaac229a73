// Search by name or email and filter by status; the number of matches is announced as it changes.
import type { RowFilter } from './orderRows';
import { statusLabel } from './orderRows';
import { SearchIcon } from '../kit/adminIcons';

interface OrderToolbarProps {
  idPrefix: string;
  filter: RowFilter;
  onChange: (filter: RowFilter) => void;
  statuses: readonly string[];
  counts: Map<string, number>;
  shown: number;
  total: number;
  noun: string;
}

export function OrderToolbar({ idPrefix, filter, onChange, statuses, counts, shown, total, noun }: OrderToolbarProps) {
  const plural = total === 1 ? noun : `${noun}s`;
  return (
    <div className="order-toolbar" role="search" aria-label={`Find ${noun}s`}>
      <div className="field order-toolbar__search">
        <label htmlFor={`${idPrefix}-search`}>Search by name or email</label>
        <div className="admin-search">
          <SearchIcon />
          <input
            id={`${idPrefix}-search`}
            className="input"
            type="search"
            value={filter.search}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </div>
      <div className="field order-toolbar__status">
        <label htmlFor={`${idPrefix}-status`}>Status</label>
        <select
          id={`${idPrefix}-status`}
          className="select"
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value })}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)} ({counts.get(status) ?? 0})
            </option>
          ))}
        </select>
      </div>
      <p className="order-toolbar__count" role="status" aria-live="polite">
        {shown === total ? `${total} ${plural}` : `${shown} of ${total} ${plural}`}
      </p>
    </div>
  );
}
