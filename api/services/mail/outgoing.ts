// Mail the shop sends on its own behalf: each mail has a once-key and is never sent twice.
import type { Kysely } from 'kysely';
import { recordMailSent, wasMailSent } from '../../db/mailLog';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { Mailer, MailMessage } from './mailer';

export interface MailService {
  /** Sends unless a mail with this key went out before; answers whether it sent. */
  sendOnce(onceKey: string, message: MailMessage): Promise<boolean>;
}

export function createMailService(deps: { db: Kysely<Database>; mailer: Mailer; clock: Clock }): MailService {
  return {
    async sendOnce(onceKey, message) {
      if (await wasMailSent(deps.db, onceKey)) return false;
      const { messageId } = await deps.mailer.send(message);
      await recordMailSent(deps.db, { onceKey, to: message.to, subject: message.subject, messageId, sentAt: deps.clock.now().toISOString() });
      return true;
    },
  };
}
