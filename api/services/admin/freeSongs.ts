// Free-song submissions in the admin area: the list, one update call for status, notes and sending the
// song (now, or at a scheduled time by a stored job that survives restarts), and delete.
import type { Kysely } from 'kysely';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import type { FreeSongStatus } from '../../../shared/enums';
import { ADMIN_MESSAGES, changedMeanwhile } from '../../../shared/schemas/admin';
import { nextFreeSongStatuses } from '../../../shared/statusRules';
import { deleteDeliverable, setAdminNotes } from '../../db/deliveries';
import { findFreeSongSubmission, listFreeSongSubmissions, setScheduledSendAt } from '../../db/freeSongSubmissions';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { Clock } from '../clock';
import { NOT_FOUND } from '../delivery/deliverables';
import type { DeliveryService } from '../delivery/deliveries';
import type { Storage } from '../storage';
import type { MediaLink } from '../storage/mediaAccess';
import { emptyToNull, SEND_SETS_COMPLETED, type SendCompletedInput } from './orders';
import type { ChangeStatus } from './statusChange';
import { adminFreeSongView } from './views';
import { approveWithin } from '../desk/approval';
import { FREE_SONG_WORK_STATUSES } from '../desk/stages';
import { inTransaction } from '../../db/transaction';
import type { AuditLog, AuditRecord } from '../audit/auditLog';

/** A time picked in the current minute is "now", not "in the past": the form has minute precision. */
const SCHEDULE_GRACE_MS = 60_000;

export interface FreeSongUpdate extends SendCompletedInput {
  status?: FreeSongStatus | undefined;
  /** The status the admin saw: if it changed meanwhile, the update is refused. */
  expectedStatus?: FreeSongStatus | undefined;
}

/** The audit log's record of an update: status and notes before and after, and the song's name when it was a send. */
const updateRecord = (before: AdminFreeSongSubmission, after: AdminFreeSongSubmission, input: FreeSongUpdate): AuditRecord => ({
  action: 'free_song.update',
  target: { type: 'free_song', id: before.id },
  before: { status: before.status, adminNotes: before.adminNotes },
  after: { status: after.status, adminNotes: after.adminNotes, ...(input.song ? { sent: input.song.clientName } : {}) },
});

const deleteRecord = (id: string, row: { status: string; email: string }): AuditRecord => ({
  action: 'free_song.delete',
  target: { type: 'free_song', id },
  before: { status: row.status, email: row.email },
});

/** A status move by the rules, with the notes; an approval stamps its moment and the free-song offer's hours then. */
async function moveStatus(
  deps: { clock: Clock; changeStatus: ChangeStatus; promisedHours: () => Promise<number> },
  id: string,
  status: { to: string; expected: string | undefined },
  notes: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const approving = FREE_SONG_WORK_STATUSES.includes(status.to);
  // Read before the transaction: the promise of an approval is the free-song offer's hours at that moment.
  const hours = approving ? await deps.promisedHours() : 0;
  const changes = async (trx: Kysely<Database>) => {
    await notes(trx);
    if (approving) await approveWithin(trx, id, deps.clock.now().toISOString(), hours);
  };
  const move = {
    to: status.to,
    expected: status.expected,
    sameIsUnchanged: true,
    allowedFrom: (from: string) => nextFreeSongStatuses(from as FreeSongStatus),
  };
  await deps.changeStatus('freeSong', id, move, changes);
}

export function createAdminFreeSongs(deps: {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  deliveries: DeliveryService;
  changeStatus: ChangeStatus;
  /** Signed addresses of admin-only files (the reaction video). */
  mediaLink: MediaLink;
  /** The free-song offer's delivery hours now: what an approval promises. */
  promisedHours: () => Promise<number>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const { db, clock, storage, deliveries, mediaLink } = deps;

  async function get(id: string): Promise<AdminFreeSongSubmission> {
    const row = await findFreeSongSubmission(db, id);
    if (!row) throw notFound(NOT_FOUND.freeSong);
    return adminFreeSongView(row, deliveries.songPageUrl, mediaLink);
  }

  /** undefined = send now; a time in the past is refused. */
  function sendTime(value: string | undefined): Date | undefined {
    if (!value) return undefined;
    const at = new Date(value);
    const now = clock.now().getTime();
    if (at.getTime() < now - SCHEDULE_GRACE_MS) throw invalid(ADMIN_MESSAGES.scheduleInPast, 'scheduledSendAt');
    return at.getTime() > now ? at : undefined;
  }

  const notesChange = (id: string, notes: string | undefined) => async (trx: Kysely<Database>) => {
    if (notes !== undefined) await setAdminNotes(trx, 'free_song_submissions', id, emptyToNull(notes), clock.now().toISOString());
  };

  return {
    get,

    async list(): Promise<AdminFreeSongSubmission[]> {
      return (await listFreeSongSubmissions(db)).map((row) => adminFreeSongView(row, deliveries.songPageUrl, mediaLink));
    },

    /**
     * With a song file: a send (status completed; the mail now or at scheduledSendAt). Without one: a status
     * change by the rules and/or new notes, in one transaction. The current status sent back is no change.
     */
    async update(id: string, input: FreeSongUpdate): Promise<AdminFreeSongSubmission> {
      const current = await get(id);
      const after = await apply(id, input, current);
      await deps.audit.record(updateRecord(current, after, input));
      return after;
    },

    async remove(id: string): Promise<void> {
      const files = await inTransaction(db, async (trx) => {
        const row = await findFreeSongSubmission(trx, id);
        if (!row) throw notFound(NOT_FOUND.freeSong);
        await deleteDeliverable(trx, 'free_song_submissions', id);
        await deps.audit.record(deleteRecord(id, row), trx);
        return storage.forget(trx, [row.song_media_id, row.lyrics_media_id, row.instrumental_media_id, row.reaction_media_id]);
      });
      await storage.unlink(files);
    },
  };

  /**
   * With a song file: a send (status completed; the mail now or at scheduledSendAt). Without one: a status
   * change by the rules and/or new notes, in one transaction. The current status sent back is no change.
   */
  async function apply(id: string, input: FreeSongUpdate, current: AdminFreeSongSubmission): Promise<AdminFreeSongSubmission> {
    if (input.expectedStatus !== undefined && current.status !== input.expectedStatus)
      throw conflict(changedMeanwhile(current.status, input.status ?? 'completed'));
    if (input.song) {
      if (input.status !== undefined && input.status !== 'completed') throw invalid(SEND_SETS_COMPLETED, 'status');
      const sendAt = sendTime(input.scheduledSendAt);
      const send = { song: input.song, lyrics: input.lyrics, message: emptyToNull(input.message), sendAt };
      await deliveries.send('freeSong', id, send, async (trx) => {
        await notesChange(id, input.adminNotes)(trx);
        await setScheduledSendAt(trx, id, sendAt?.toISOString() ?? null);
      });
      return get(id);
    }
    if (input.lyrics || input.message || input.scheduledSendAt) throw invalid(ADMIN_MESSAGES.songFileMissing, 'songFile');
    if (input.status !== undefined && input.status !== current.status) {
      await moveStatus(deps, id, { to: input.status, expected: input.expectedStatus }, notesChange(id, input.adminNotes));
    } else if (input.adminNotes !== undefined) {
      await inTransaction(db, notesChange(id, input.adminNotes));
    }
    return get(id);
  }
}

export type AdminFreeSongs = ReturnType<typeof createAdminFreeSongs>;
