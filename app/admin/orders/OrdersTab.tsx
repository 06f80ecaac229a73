// The Ordered Songs tab (spec §2): paid orders and free-song requests, switched by a second tab list whose
// choice is kept in the URL (/admin?tab=orders&list=free).
import { useSearchParams } from '../../ui/router';
import { useAdminFreeSongs, useAdminOrders } from './orderQueries';
import type { OrderKind } from './orderRows';
import { OrderSection } from './OrderSection';
import { Tabs, type TabDef } from '../kit/Tabs';
import './admin-orders.css';

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className="admin-count">{value}</span>;
}

export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const kind: OrderKind = params.get('list') === 'free' ? 'free' : 'paid';
  const orders = useAdminOrders();
  const freeSongs = useAdminFreeSongs();

  const tabs: TabDef<OrderKind>[] = [
    {
      key: 'paid',
      label: (
        <>
          Paid orders <Count value={orders.data?.length} />
        </>
      ),
    },
    {
      key: 'free',
      label: (
        <>
          Free songs <Count value={freeSongs.data?.length} />
        </>
      ),
    },
  ];

  const select = (next: OrderKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'free') updated.set('list', 'free');
        else updated.delete('list');
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs tabs={tabs} selected={kind} onSelect={select} label="Order lists" variant="pill">
      {(key) => (key === 'paid' ? <OrderSection key="paid" kind="paid" /> : <OrderSection key="free" kind="free" />)}
    </Tabs>
  );
}
