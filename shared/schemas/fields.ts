// Building blocks for the shared validation schemas: trimmed text with a length cap, e-mail shape.
import { z } from 'zod';

// In the browser, no compiled validators: Zod would first probe `new Function`, which the shop's
// Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation on every form page.
if ('window' in globalThis) z.config({ jitless: true });

/**
 * A real address and nothing else: a dot-separated local part of letters, digits and `_ + ' -` (apostrophes are
 * real: o'brien@…), then a domain of letter-digit-hyphen labels ending in a TLD of letters or punycode (`xn--`).
 * ASCII only, so no quotes, markup, spaces, commas, query strings, control or bidi characters get through to a
 * mail header or a page.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** A string field, trimmed; `required` gives the message shown when it is missing or blank. */
export function text(field: string, max: number, required?: string) {
  const base = z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? (required ?? `${field} is missing`) : `${field} must be text`),
    })
    .trim()
    .max(max, { error: `${field} must be ${max} characters or fewer` });
  return required ? base.min(1, { error: required }) : base;
}

/** The first message of a failed parse: the one the API answers with and the page shows. */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return issue.message;
}

/** Field name -> first message, for showing errors beside inputs. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * A whole number of cents, 0 to $100,000, named in its messages. Here rather than in admin.ts: the add-on schemas
 * (which the order wizard loads) need it, and importing admin.ts built every admin schema on the customer's phone.
 */
export const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number of cents` })
    .int({ error: `${field} must be whole cents` })
    .min(0, { error: `${field} cannot be negative` })
    .max(10_000_000, { error: `${field} is too large` });
