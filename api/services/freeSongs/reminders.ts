// Reaction reminders (spec §7 admin, DESIGN §3): one press mails every customer whose free song was delivered
// and who sent no reaction yet, each address at most once a day however often it is pressed, never one
// that unsubscribed. The claim and the mails' jobs are one transaction; the jobs send them.
import type { Kysely } from 'kysely';
import { claimReminderTargets, findFreeSongSubmission } from '../../db/freeSongSubmissions';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { MailService } from '../mail/outgoing';
import { reactionReminder } from '../mail/templates/reactionReminder';
import type { Unsubscribes } from '../mail/unsubscribe';
import { inTransaction } from '../../db/transaction';

export const REACTION_REMINDER_JOB = 'free-song.reaction-reminder';
export const REMINDER_INTERVAL_MS = 24 * 3_600_000;

export function createReactionReminders(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  unsubscribes: Unsubscribes;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  return {
    /** Queues the reminders; answers how many customers will get one. */
    async sendAll(): Promise<{ emailsSent: number }> {
      const now = clock.now();
      const at = now.toISOString();
      const since = new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString();
      const targets = await inTransaction(db, async (trx) => {
        const due = await claimReminderTargets(trx, at, since);
        for (const { id } of due) {
          await insertJob(trx, {
            kind: REACTION_REMINDER_JOB,
            payload: JSON.stringify({ id, at }),
            runAt: at,
            uniqueKey: `reaction-reminder:${id}:${at}`,
            now: at,
          });
        }
        return due;
      });
      if (targets.length > 0) void deps.jobs.runDue().catch(() => undefined);
      return { emailsSent: targets.length };
    },

    /** Job: one reminder, unless the reaction arrived or the address unsubscribed meanwhile. */
    async send(payload: unknown): Promise<void> {
      const p = payload as { id?: unknown; at?: unknown } | null;
      if (typeof p?.id !== 'string' || typeof p.at !== 'string') return;
      const row = await findFreeSongSubmission(db, p.id);
      if (!row || row.status !== 'delivered' || row.reaction_media_id || (await deps.unsubscribes.isUnsubscribed(row.email))) return;
      await deps.mail.sendOnce(
        `reaction-reminder:${row.id}:${p.at}`,
        reactionReminder(
          { name: row.name, address: row.email },
          {
            name: row.name,
            recipientName: row.recipient_name,
            reactionUrl: `${deps.publicUrl}/video-reaction/${row.id}`,
            unsubscribe: await deps.unsubscribes.links(row.email),
          },
        ),
        { cap: { max: 1, windowMs: REMINDER_INTERVAL_MS } },
      );
    },
  };
}

export type ReactionReminders = ReturnType<typeof createReactionReminders>;
