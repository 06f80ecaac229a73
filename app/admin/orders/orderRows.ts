// The Ordered Songs lists: paid orders and free-song submissions brought to one row shape, with the search
// (name or email) and status filter the lists offer, newest first.
import type { AdminFreeSongSubmission, AdminOrder, RevisionRequest } from '../../../shared/admin-api-types';
import type { OrderGift } from '../../../shared/api-types';
import { formatDateTime } from '../kit/format';

/** The assignment as one line: who, and whether they accepted or until when they may. */
export function assignmentText(data: AdminItem['data']): string {
  if (!data.assigneeId) return 'Unassigned';
  if (data.assignmentAcceptedAt) return `Assigned to ${data.assigneeName ?? 'a musician'} · accepted`;
  return `Assigned to ${data.assigneeName ?? 'a musician'} · to accept by ${data.acceptBy ? formatDateTime(data.acceptBy) : 'soon'}`;
}

export type OrderKind = 'paid' | 'free';

export type AdminItem = { kind: 'paid'; data: AdminOrder } | { kind: 'free'; data: AdminFreeSongSubmission };

export interface OrderRow {
  kind: OrderKind;
  id: string;
  displayId: string;
  customerName: string;
  email: string;
  recipientName: string;
  occasion: string;
  createdAt: string;
  status: string;
  /** Paid orders only. */
  paymentStatus: string | null;
  rush: boolean;
  revision: RevisionRequest | null;
  scheduledSendAt: string | null;
  /** Paid orders with a gift date: when the recipient hears it. */
  gift: OrderGift | null;
  /** The add-ons' names: what is made beyond the song. */
  addOns: string[];
  /** When it is due (paid or approved moment + the promised hours); null until then. */
  dueAt: string | null;
  /** Issue 26: who makes it, as one line ("Assigned to Mia · accepted"); null from a server without staff. */
  assignment?: string | null;
}

/** Display id = the last 8 characters of the id, upper case (spec §3), when the server sent none. */
export function displayIdOf(id: string): string {
  return id.slice(-8).toUpperCase();
}

export function toRow(item: AdminItem): OrderRow {
  const common = {
    kind: item.kind,
    id: item.data.id,
    displayId: item.data.displayId || displayIdOf(item.data.id),
    email: item.data.email,
    recipientName: item.data.recipientName,
    occasion: item.data.occasion,
    createdAt: item.data.createdAt,
    status: item.data.status,
    revision: item.data.revision,
    dueAt: item.data.dueAt ?? null,
    assignment: item.data.assigneeId === undefined ? null : assignmentText(item.data),
  };
  if (item.kind === 'paid') {
    const o = item.data;
    const paid = {
      paymentStatus: o.paymentStatus,
      rush: o.rushDelivery,
      scheduledSendAt: null,
      gift: o.gift ?? null,
      addOns: (o.addOns ?? []).map((a) => a.name),
    };
    return { ...common, customerName: o.customerName ?? '', ...paid };
  }
  const s = item.data;
  return { ...common, customerName: s.name, paymentStatus: null, rush: false, scheduledSendAt: s.scheduledSendAt, gift: null, addOns: [] };
}

export interface RowFilter {
  search: string;
  /** A status, or '' for all. */
  status: string;
}

/** Every word of the search must appear in the customer's or recipient's name, the email or the display id. */
export function matchesSearch(row: OrderRow, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [row.customerName, row.recipientName, row.email, row.displayId].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterRows(rows: readonly OrderRow[], filter: RowFilter): OrderRow[] {
  return rows
    .filter((row) => (!filter.status || row.status === filter.status) && matchesSearch(row, filter.search))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id));
}

/** Statuses at which nothing more is owed: the song sent, or the work turned down. */
const CLOSED: readonly string[] = ['completed', 'delivered', 'reaction_received', 'rejected'];
export const isClosed = (row: Pick<OrderRow, 'status'>) => CLOSED.includes(row.status);

/** 'in_progress' -> 'In progress'. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How many rows carry each status, for the filter's option labels. */
export function countByStatus(rows: readonly OrderRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return counts;
}

/** How often a list is asked again while a song's mail is on its way (the status turns delivered once it is out). */
export const SENDING_POLL_MS = 3000;

/**
 * Whether a sent song's mail is still due to go out now: completed with a song but not delivered yet, and not
 * scheduled for later. The list asks again until it is, so the admin sees "Delivered" without reloading.
 */
export function isMailOnItsWay(
  item: Pick<AdminOrder, 'status' | 'delivery'> & { scheduledSendAt?: string | null },
  now = Date.now(),
): boolean {
  if (item.status !== 'completed' || !item.delivery || item.delivery.deliveredAt) return false;
  return !item.scheduledSendAt || new Date(item.scheduledSendAt).getTime() <= now;
}

export function sendingPollInterval(items: ReadonlyArray<Parameters<typeof isMailOnItsWay>[0]> | undefined): number | false {
  return items?.some((item) => isMailOnItsWay(item)) ? SENDING_POLL_MS : false;
}
