// Sends mail: through SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/outbox/ for the self-hoster to read.
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
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
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
  const from = safeAddress(configuredAddress(options.from));
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await (await transport.get()).sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
      close: transport.close,
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`;
      const temp = path.join(options.outboxDir, `.${name}.tmp`);
      await fs.writeFile(temp, info.message as Buffer);
      await fs.rename(temp, path.join(options.outboxDir, name));
      return { messageId: info.messageId };
    },
    close: transport.close,
  };
}
