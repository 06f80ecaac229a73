// What may reach a mail header: addresses only as { name, address } objects (a name is never spliced into an
// address list as text), and every header value cleared of control and bidi characters.
import { EMAIL_PATTERN } from '../../../shared/schemas/fields';

export interface MailAddress {
  /** A display name: nodemailer quotes or encodes it, so commas and @ in it stay part of the name. */
  name?: string;
  address: string;
}

/** C0 (with CR, LF, tab), DEL, C1, the line and paragraph separators, and the bidi marks, embeddings, overrides and isolates. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]+/g;

/** A header value on one line, without control or bidi characters: what they separated stays apart by a space. */
export function headerText(value: string): string {
  return value.replace(UNSAFE, ' ').replace(/ {2,}/g, ' ').trim();
}

export function isMailAddress(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}

/** An address from the shop's own configuration (MAIL_FROM, ADMIN_EMAIL): `name@host` or `Name <name@host>`. */
export function configuredAddress(value: string): MailAddress {
  const named = /^(.*)<([^<>]+)>\s*$/.exec(value);
  if (!named) return { address: value.trim() };
  const name = named[1]!.trim().replace(/^"(.*)"$/, '$1');
  return name ? { name, address: named[2]!.trim() } : { address: named[2]!.trim() };
}

export function safeAddress(a: MailAddress): MailAddress {
  const name = a.name === undefined ? '' : headerText(a.name);
  return name ? { name, address: headerText(a.address) } : { address: headerText(a.address) };
}

/** The header fields of a message, cleaned: applied by the mail service to every message it sends. */
export function safeHeaders<
  M extends { to: MailAddress; replyTo?: MailAddress | undefined; subject: string; headers?: Record<string, string> | undefined },
>(message: M): M {
  return {
    ...message,
    to: safeAddress(message.to),
    ...(message.replyTo ? { replyTo: safeAddress(message.replyTo) } : {}),
    subject: headerText(message.subject),
    ...(message.headers
      ? { headers: Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [headerText(k), headerText(v)])) }
      : {}),
  };
}
