// Sends mail: through SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/outbox/ for the self-hoster to read.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { newId } from '../../ids';
import { configuredAddress, safeAddress, type MailAddress } from './headers';

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Extra headers, such as List-Unsubscribe on mail the reader did not ask for. */
  headers?: Record<string, string>;
  /** The sender's display name (the shop's name) beside MAIL_FROM's address; unset: MAIL_FROM as written. */
  fromName?: string;
}

/** A mail handed over: its id, and what took it (the SMTP server's last reply, or the outbox file). */
export interface MailHandedOver {
  messageId: string;
  response?: string;
}

/** Which mail this is: the same once-key and first reservation time on a retry after a crash. */
export interface MailIdentity {
  key: string;
  reservedAt: string;
}

export interface Mailer {
  /** With `identity`, a mail already handed over (by a process that died before it could record that) is not written again where that can be known. */
  send(message: MailMessage, identity?: MailIdentity): Promise<MailHandedOver>;
  close(): void;
}

/** nodemailer is imported with the first mail: an idle shop does not hold it (megabytes of transports). */
function lazyTransport(options: string | { streamTransport: true; buffer: true; newline: 'unix' }) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options) as Transporter)),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  const configured = safeAddress(configuredAddress(options.from));
  /** nodemailer's message: the sender as an { name, address } object, which it quotes or encodes (never spliced as text). */
  const envelope = ({ fromName, ...message }: MailMessage) => ({
    ...message,
    from: fromName ? safeAddress({ name: fromName, address: configured.address }) : configured,
  });
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = (await (await transport.get()).sendMail(envelope(message))) as { messageId: string; response?: string };
        return { messageId: info.messageId, ...(info.response ? { response: info.response } : {}) };
      },
      close: transport.close,
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const stamp = (iso: string) => iso.replace(/[:.]/g, '-');
  return {
    async send(message, identity) {
      const info = await (await transport.get()).sendMail(envelope(message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      // A mail with an identity gets the same name every time: written again after a crash, it is the one file.
      const name = identity
        ? `${stamp(identity.reservedAt)}-${createHash('sha256').update(identity.key).digest('hex').slice(0, 12)}.eml`
        : `${stamp(new Date().toISOString())}-${newId().slice(0, 8)}.eml`;
      const temp = path.join(options.outboxDir, `.${name}.${newId().slice(0, 8)}.tmp`);
      await fs.writeFile(temp, info.message as Buffer);
      try {
        // link, unlike rename, never replaces: the file already there stays as it was read.
        await fs.link(temp, path.join(options.outboxDir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      } finally {
        await fs.rm(temp, { force: true });
      }
      return {
        messageId: info.messageId,
        response: `Written to ${path.join(path.basename(options.outboxDir), name)} (no SMTP_URL is set)`,
      };
    },
    close: transport.close,
  };
}
