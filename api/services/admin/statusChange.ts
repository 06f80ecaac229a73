// A status change through the server's transition rules (DESIGN §3): an illegal move is a 409 naming both
// states; a legal one is conditional on the status not having changed meanwhile, and stores its mail.
import type { Kysely } from 'kysely';
import { illegalMove } from '../../../shared/statusRules';
import { moveStatus } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import { conflict } from '../errors';
import type { Clock } from '../clock';
import { TABLES, type DeliverableKind } from '../delivery/deliveries';
import type { StatusMails } from '../delivery/statusMails';
import type { JobQueue } from '../jobs';
import { inTransaction } from '../../db/transaction';

export function createStatusChange(deps: { db: Kysely<Database>; clock: Clock; jobs: JobQueue; statusMails: StatusMails }) {
  const { db, clock, statusMails } = deps;

  /** Moves `from` -> `to` if `allowed` lists it; `within` adds the caller's changes to the same transaction. */
  return async function changeStatus(
    kind: DeliverableKind,
    id: string,
    move: { from: string; to: string; allowed: readonly string[] },
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const { from, to } = move;
    if (!move.allowed.includes(to)) throw conflict(illegalMove(from, to));
    const now = clock.now().toISOString();
    const mailed = await inTransaction(db, async (trx) => {
      if (!(await moveStatus(trx, TABLES[kind], id, from, to, now))) throw conflict(illegalMove(from, to));
      await within?.(trx);
      return statusMails.queueWithin(trx, kind, id, to, now);
    });
    if (mailed) void deps.jobs.runDue().catch(() => undefined);
  };
}

export type ChangeStatus = ReturnType<typeof createStatusChange>;
