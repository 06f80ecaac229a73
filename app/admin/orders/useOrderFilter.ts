// An order list's search and status filter. The search is kept in the URL (?q=), so a chat can link to a
// customer's orders and a reload keeps it; the status filter lives only on the page.
import { useState } from 'react';
import { useSearchParams } from '../../ui/router';
import type { RowFilter } from './orderRows';

export function useOrderFilter() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilterState] = useState<RowFilter>(() => ({ search: params.get('q') ?? '', status: '' }));
  const setFilter = (next: RowFilter) => {
    setFilterState(next);
    if (next.search !== (params.get('q') ?? ''))
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.search) updated.set('q', next.search);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
  };
  return [filter, setFilter] as const;
}
