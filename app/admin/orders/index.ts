// The Ordered Songs tab: paid orders and free-song applications, their details, delivery and reactions.
export { OrdersTab } from './OrdersTab';
export { StatusBadge } from './StatusBadge';
export { useAdminFreeSongs, useAdminOrders } from './orderQueries';
