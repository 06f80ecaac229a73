// What a business rule says when it refuses: a kind of refusal and a sentence for the person. Services throw
// these and know nothing of HTTP; the request boundary (api/http/errors.ts) turns each kind into a status.
export type RefusalKind =
  /** The request itself is wrong (a missing or bad field). */
  | 'invalid'
  /** The caller is not who they must be (a wrong password). */
  | 'unauthenticated'
  /** The caller may not touch this (someone else's chat). */
  | 'forbidden'
  | 'not_found'
  /** The record is not in a state that allows it (already sent, not delivered yet). */
  | 'conflict'
  /** It existed and is over (an expired checkout). */
  | 'gone'
  /** Too many attempts: try again after `retryAfterSec`. */
  | 'too_many'
  /** A service the shop depends on failed (the payment provider). */
  | 'upstream';

export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly retryAfterSec?: number,
    /** The request field a refusal is about (`discountCode`), for the form to show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, field?: string) => new Refusal('invalid', message, undefined, field);
export const unauthenticated = (message: string) => new Refusal('unauthenticated', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message = 'Not found', field?: string) => new Refusal('not_found', message, undefined, field);
export const conflict = (message: string, field?: string) => new Refusal('conflict', message, undefined, field);
export const gone = (message: string) => new Refusal('gone', message);
export const tooMany = (message: string, retryAfterSec: number) => new Refusal('too_many', message, Math.max(1, Math.ceil(retryAfterSec)));
export const upstreamFailed = (message: string) => new Refusal('upstream', message);
