// The audit log as the owner reads it: each entry's values before and after in words (amounts in cents shown as
// money), and the filters turned into the query of GET /api/admin/audit.
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry, type AuditQuery } from '../../../shared/audit';
import { formatAmount } from '../../../shared/money';
import { displayReference } from '../../../shared/pricing';

export interface AuditFilters {
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', from: '', to: '' };
export const AUDIT_DATES_REVERSED = 'The end date comes before the start date';

/** The request for one page: only the filters given; the end date before the start is the owner's mistake to fix first. */
export function auditQuery(filters: AuditFilters, page: number): { ok: true; query: AuditQuery } | { ok: false; error: string } {
  if (filters.from && filters.to && filters.to < filters.from) return { ok: false, error: AUDIT_DATES_REVERSED };
  const query: AuditQuery = { page: String(page) };
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return { ok: true, query };
}

const words = (key: string) =>
  key
    .replace(/Cents$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A value before or after, in words: text as it is, amounts (`…Cents`) as money, an object as "name: value" pairs. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(auditValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${words(k)}: ${k.endsWith('Cents') && typeof v === 'number' ? formatAmount(v) : auditValue(v)}`)
      .join(', ');
  return JSON.stringify(value);
}

export const auditActionLabel = (entry: Pick<AuditEntry, 'action'>) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;

/** What the entry was about, as the admin names it elsewhere: "order #89ABCDEF" (the dialog's title), "setting guarantee_enabled". */
export function auditTarget(entry: Pick<AuditEntry, 'target'>): string | null {
  if (!entry.target) return null;
  const id = /^[0-9a-f]{32}$/.test(entry.target.id) ? `#${displayReference(entry.target.id)}` : entry.target.id;
  return `${entry.target.type.replace(/_/g, ' ')} ${id}`;
}
