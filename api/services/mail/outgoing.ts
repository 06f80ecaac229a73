// Mail the shop sends on its own behalf: each mail has a once-key and is never sent twice, and a mail
// may carry a per-recipient cap: no address gets more of that kind than the cap allows, whatever is submitted.
import type { Kysely } from 'kysely';
import { countMailsTo, recordMailSent, wasMailSent } from '../../db/mailLog';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { Mailer, MailMessage } from './mailer';

export interface MailCap {
  /** At most this many mails of this kind (the once-key up to its first ':') to one address… */
  max: number;
  /** …within this many milliseconds. */
  windowMs: number;
}

export interface MailService {
  /** Sends unless a mail with this key went out before, or the recipient reached the cap; answers whether it sent. */
  sendOnce(onceKey: string, message: MailMessage, options?: { cap?: MailCap }): Promise<boolean>;
}

export const HOUR_MS = 3_600_000;

const kindOf = (onceKey: string) => `${onceKey.split(':')[0]}:`;

export function createMailService(deps: { db: Kysely<Database>; mailer: Mailer; clock: Clock; log?: (line: string) => void }): MailService {
  return {
    async sendOnce(onceKey, message, options = {}) {
      if (await wasMailSent(deps.db, onceKey)) return false;
      const { cap } = options;
      if (cap) {
        const since = new Date(deps.clock.now().getTime() - cap.windowMs).toISOString();
        if ((await countMailsTo(deps.db, message.to, kindOf(onceKey), since)) >= cap.max) {
          deps.log?.(`mail ${kindOf(onceKey)} not sent: the recipient reached its cap of ${cap.max}`);
          return false;
        }
      }
      const { messageId } = await deps.mailer.send(message);
      await recordMailSent(deps.db, { onceKey, to: message.to, subject: message.subject, messageId, sentAt: deps.clock.now().toISOString() });
      return true;
    },
  };
}
