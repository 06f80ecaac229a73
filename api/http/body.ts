// Reads a JSON request body through a shared schema: a wrong content type is 415, a bad value 400 with its message
// and the field it is about.
import type { Context } from 'koa';
import type { z } from 'zod';
import { firstMessage } from '../../shared/schemas/fields';
import { HttpError, badRequest } from './errors';

/**
 * The first issue's message, and the field it is about: its path joined with dots (`addOns.0`), or for unknown
 * fields the first of them.
 */
function refusal(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : (issue?.path ?? []);
  return badRequest(firstMessage(error), path.length > 0 ? path.map(String).join('.') : undefined);
}

export function parseJson<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
  const body: unknown = (ctx.request as { body?: unknown }).body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

/** Reads the text fields of a multipart form (or a query) through a shared schema: a bad value is a 400 with its message and field. */
export function parseForm<S extends z.ZodType>(fields: Record<string, unknown>, schema: S): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}
