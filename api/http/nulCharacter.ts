// The NUL character (\0) has no place in any field of the shop, and PostgreSQL cannot store it in text: a request
// holding one, in its path, its query or its body, is refused at the door with one clear answer, on either database.
import type { Context } from 'koa';
import { HttpError } from './errors';

export const NUL_REFUSED = 'The request holds a NUL character (\\0), which no field accepts';

const ENCODED_NUL = /%00/;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

/** Throws the 400 when the path, the query or the parsed body holds a NUL. */
export function refuseNul(ctx: Context): void {
  const inUrl = ENCODED_NUL.test(ctx.path) || ctx.path.includes('\0') || ENCODED_NUL.test(ctx.querystring);
  if (inUrl || holdsNul((ctx.request as { body?: unknown }).body)) throw new HttpError(400, NUL_REFUSED);
}
