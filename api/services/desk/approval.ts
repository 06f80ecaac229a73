// A free song becomes the shop's work when approved (issue 26): the moment and the hours promised then are kept
// once (its due time counts from them), and its alerts are stored, in the transaction of the status change.
import type { Kysely } from 'kysely';
import { stampApproval } from '../../db/desk';
import type { Database } from '../../db/schema';
import { scheduleDeskAlerts } from './alerts';

export async function approveWithin(trx: Kysely<Database>, id: string, now: string, hours: number): Promise<void> {
  if (await stampApproval(trx, id, now, hours))
    await scheduleDeskAlerts(trx, 'freeSong', id, { startedAt: now, hours, shiftMinutes: 0 }, now);
}
