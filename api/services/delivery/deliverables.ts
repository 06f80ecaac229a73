// What can be delivered (an order or a free-song submission) and the table each lives in, the refusals the
// delivery screens share, and the reference the delivery jobs carry.
import type { DeliverableTable } from '../../db/deliveries';

export type DeliverableKind = 'order' | 'freeSong';
export const TABLES: Record<DeliverableKind, DeliverableTable> = { order: 'orders', freeSong: 'free_song_submissions' };
export const NOT_FOUND: Record<DeliverableKind, string> = { order: 'Order not found', freeSong: 'Submission not found' };

export interface JobRef {
  kind: DeliverableKind;
  id: string;
  token?: string;
}

export function jobRef(payload: unknown): JobRef | undefined {
  const p = payload as Partial<JobRef> | null;
  if (!p || (p.kind !== 'order' && p.kind !== 'freeSong') || typeof p.id !== 'string') return undefined;
  return { kind: p.kind, id: p.id, ...(typeof p.token === 'string' ? { token: p.token } : {}) };
}
