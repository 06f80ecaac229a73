// Random identifiers: ids that appear in URLs or mails are 128-bit and never sequential (DESIGN §3).
import { randomBytes } from 'node:crypto';

/** 32 hex characters (128 bits): the id of every row a URL or mail may name. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}

/** 43 URL-safe characters (256 bits): secrets such as session tokens and delivery links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
