// A status change through the server's transition rules (DESIGN §3): an illegal move is a 409 naming both
// states; a legal one stores its mail. The move is judged on the status read inside its transaction, so of
// two admins moving one order (through one process or two), the second is judged on the state the first left.
import type { Kysely } from 'kysely';
import { illegalMove } from '../../../shared/statusRules';
import { changedMeanwhile } from '../../../shared/schemas/admin';
import { moveStatus, readStatus } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from '../clock';
import { NOT_FOUND, TABLES, type DeliverableKind } from '../delivery/deliverables';
import type { StatusMails } from '../delivery/statusMails';
import type { JobQueue } from '../jobs';
import { inTransaction } from '../../db/transaction';

export function createStatusChange(deps: { db: Kysely<Database>; clock: Clock; jobs: JobQueue; statusMails: StatusMails }) {
  const { db, clock, statusMails } = deps;

  /**
   * Moves the stored status to `to` if `allowedFrom(status)` lists it. With `expected`, a status other than that
   * one refuses the move (the admin saw another); with `sameIsUnchanged`, finding `to` already stored is no
   * change. `within` adds the caller's changes to the same transaction.
   */
  return async function changeStatus(
    kind: DeliverableKind,
    id: string,
    move: { to: string; allowedFrom: (from: string) => readonly string[]; expected?: string; sameIsUnchanged?: boolean },
    within?: (trx: Kysely<Database>) => Promise<void>,
    /** Called once the move is made, with the status it left (the audit log's record of it). */
    moved?: (trx: Kysely<Database>, from: string) => Promise<void>,
  ): Promise<void> {
    const { to } = move;
    const now = clock.now().toISOString();
    const mailed = await inTransaction(db, async (trx) => {
      const from = await readStatus(trx, TABLES[kind], id);
      if (from === undefined) throw notFound(kind === 'order' ? NOT_FOUND.order : NOT_FOUND.freeSong);
      if (move.expected !== undefined && from !== move.expected) throw conflict(changedMeanwhile(from, to));
      if (from === to && move.sameIsUnchanged) {
        await within?.(trx);
        return false;
      }
      if (!move.allowedFrom(from).includes(to)) throw conflict(illegalMove(from, to));
      if (!(await moveStatus(trx, TABLES[kind], id, from, to, now))) throw conflict(illegalMove(from, to));
      await within?.(trx);
      await moved?.(trx, from);
      return statusMails.queueWithin(trx, kind, id, to, now);
    });
    if (mailed) void deps.jobs.runDue().catch(() => undefined);
  };
}

export type ChangeStatus = ReturnType<typeof createStatusChange>;
