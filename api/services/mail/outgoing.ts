// Mail the shop sends on its own behalf: each mail has a once-key and is never sent twice; no customer address gets
// more than CUSTOMER_CEILING mails an hour, and a mail may carry its own per-kind cap, whatever is submitted. Each
// goes out under the shop's name, framed and signed off with its profile as it is at that moment.
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { countMailsTo, findMailEntry, markMailSent, releaseMail, reserveMail, takeOverMail } from '../../db/mailLog';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import { isMailAddress, safeHeaders } from './headers';
import { mailFooterLines, mailLayout, type MailPage } from './html';
import type { Mailer, MailMessage } from './mailer';
import { inTransaction } from '../../db/transaction';

export interface MailCap {
  /** At most this many mails of this kind (the once-key up to its first ':') to one address… */
  max: number;
  /** …within this many milliseconds. */
  windowMs: number;
}

/**
 * Who the mail is for. A customer's address (the default: anyone can type any address into a form) counts against
 * the ceiling. An `essential` mail (a paid order's receipt, a song's delivery) always goes and is not counted: each
 * costs a payment or an admin's delivery, and the customer cannot do without it. The admin's own notices carry a
 * per-kind cap instead, since one inbox gets every kind.
 */
export type SendOptions = { recipient?: 'customer'; cap?: MailCap } | { recipient: 'essential' } | { recipient: 'admin'; cap: MailCap };

/** A mail as a template writes it: its own page (title and body), put in the shop's frame when it is sent. */
export interface ShopMail extends Omit<MailMessage, 'html' | 'fromName'> {
  page?: MailPage;
}

/** What became of a mail: handed over (with what took it), or not sent and why. */
export type MailOutcome = { sent: true; response?: string } | { sent: false; reason: 'sent before' | 'over cap' | 'not an address' };

export interface MailService {
  /** Sends unless a mail with this key went out before, or the recipient reached a cap; answers whether it sent. */
  sendOnce(onceKey: string, message: ShopMail, options?: SendOptions): Promise<boolean>;
  /** sendOnce, answering what became of the mail (a failed hand-over throws, as there). */
  deliver(onceKey: string, message: ShopMail, options?: SendOptions): Promise<MailOutcome>;
}

/**
 * The mail as it leaves: from the shop's name, its HTML in the frame, both parts closed by the footer. Mail the
 * reader did not ask for (it carries List-Unsubscribe) also names the legal entity and its postal address.
 */
export function finishMail({ page, ...mail }: ShopMail, shop: ShopProfile): MailMessage {
  const marketing = Object.keys(mail.headers ?? {}).some((name) => name.toLowerCase() === 'list-unsubscribe');
  const footer = mailFooterLines(shop, marketing);
  return {
    ...mail,
    fromName: shop.name,
    text: footer.length ? `${mail.text}\n\n-- \n${footer.join('\n')}` : mail.text,
    ...(page ? { html: mailLayout(page, shop, marketing) } : {}),
  };
}

export const HOUR_MS = 3_600_000;

/** Whatever is submitted, one customer address gets at most this many mails an hour (essential mails aside). */
export const CUSTOMER_CEILING: MailCap = { max: 5, windowMs: HOUR_MS };
/** The admin's inbox is one address: notices of one kind past this rate wait in the admin list instead. */
export const ADMIN_NOTICE_CAP: MailCap = { max: 20, windowMs: HOUR_MS };

/** A mail being sent longer than this was left by a process that died (SMTP gives up well before). */
const SEND_TAKES_AT_MOST = { windowMs: 5 * 60_000 };

const kindOf = (onceKey: string) => `${onceKey.split(':')[0]}:`;

export function createMailService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  /** The shop's profile now (read for every mail, so a change in Settings → Shop shows in the next one). */
  shop: () => Promise<ShopProfile>;
  log?: (line: string) => void;
}): MailService {
  const { db, clock } = deps;
  // Marks this process's mails in flight: a slot marked by another process was left by one that died mid-send.
  const processId = newId();

  /** Checks the caps and takes a slot in one transaction, so parallel sends cannot both pass a cap. */
  async function reserve(onceKey: string, message: ShopMail, options: SendOptions): Promise<{ reservedAt: string } | 'sent' | 'over cap'> {
    return inTransaction(db, async (trx) => {
      const now = clock.now();
      const since = (cap: { windowMs: number }) => new Date(now.getTime() - cap.windowMs).toISOString();
      const existing = await findMailEntry(trx, onceKey);
      if (existing) {
        const orphaned = existing.sending_by !== null && existing.sending_by !== processId;
        const slot = {
          onceKey,
          from: existing.sending_by!,
          sendingBy: processId,
          at: now.toISOString(),
          heldBefore: since(SEND_TAKES_AT_MOST),
        };
        return orphaned && (await takeOverMail(trx, slot)) ? { reservedAt: existing.sent_at } : 'sent';
      }
      const to = message.to.address;
      const customer = options.recipient === undefined || options.recipient === 'customer';
      if (customer && (await countMailsTo(trx, to, since(CUSTOMER_CEILING), { ceiling: true })) >= CUSTOMER_CEILING.max) return 'over cap';
      const cap = 'cap' in options ? options.cap : undefined;
      if (cap && (await countMailsTo(trx, to, since(cap), { keyPrefix: kindOf(onceKey) })) >= cap.max) return 'over cap';
      await reserveMail(trx, { onceKey, to, subject: message.subject, ceiling: customer, sendingBy: processId, at: now.toISOString() });
      return { reservedAt: now.toISOString() };
    });
  }

  async function deliver(onceKey: string, message: ShopMail, options: SendOptions = {}): Promise<MailOutcome> {
    const safe = safeHeaders(message);
    if (!isMailAddress(safe.to.address)) {
      deps.log?.(`mail ${kindOf(onceKey)} not sent: the recipient is not an e-mail address`);
      return { sent: false, reason: 'not an address' };
    }
    if (safe.replyTo && !isMailAddress(safe.replyTo.address)) delete safe.replyTo;
    const outcome = await reserve(onceKey, safe, options);
    if (outcome === 'over cap') deps.log?.(`mail ${kindOf(onceKey)} not sent: the recipient reached its cap`);
    if (outcome === 'over cap') return { sent: false, reason: 'over cap' };
    if (outcome === 'sent') return { sent: false, reason: 'sent before' };
    let handed: Awaited<ReturnType<Mailer['send']>>;
    try {
      const finished = finishMail(safe, await deps.shop());
      handed = await deps.mailer.send(finished, { key: onceKey, reservedAt: outcome.reservedAt });
    } catch (error) {
      await releaseMail(db, onceKey);
      throw error;
    }
    await markMailSent(db, onceKey, handed.messageId);
    return { sent: true, ...(handed.response ? { response: handed.response } : {}) };
  }

  return {
    deliver,
    sendOnce: async (onceKey, message, options) => (await deliver(onceKey, message, options)).sent,
  };
}
