// Registers a route from the API's table (shared/api/endpoints.ts): the method and path come from the table, the
// body and query are parsed with the endpoint's schema (shared/api/requestSchemas.ts), and the handler's answer is
// checked against the endpoint's response type when compiled.
import type { Router, RouterContext, RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import type { AnyEndpoint, BodyOf, EndpointName, ParamsOf, QueryOf, ResponseOf } from '../../shared/api/endpoints';
import { ADMIN_ROLES, type AdminEndpointName } from '../../shared/api/adminRoles';
import { bodySchemas, querySchemas } from '../../shared/api/requestSchemas';
import { roleRefusal, type StaffRole } from '../../shared/schemas/staff';
import { HttpError } from './errors';
import { parseForm, parseJson } from './body';
import { formFields } from './multipart';

/** What a handler is given besides the context: the parsed body and query, and the path's parameters. */
export interface Input<E extends AnyEndpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E['path']>;
}

/** Returned by a handler that wrote the response body itself (a body kept encoded between requests). */
export const SENT: unique symbol = Symbol('sent');

/** The endpoint's response, which becomes the body; or SENT from a handler that wrote the response itself (a stream, a file). */
export type Reply<E extends AnyEndpoint> = ResponseOf<E> | typeof SENT;

export type Handler<E extends AnyEndpoint> = (ctx: RouterContext, input: Input<E>) => Promise<Reply<E>>;

const BODY_SCHEMAS: Partial<Record<EndpointName, z.ZodType>> = bodySchemas;
const QUERY_SCHEMAS: Partial<Record<EndpointName, z.ZodType>> = querySchemas;

/** A JSON body, or a multipart form's text fields (its files are read by the middleware before). */
function readBody(ctx: RouterContext, endpoint: AnyEndpoint & { name: EndpointName }): unknown {
  const schema = BODY_SCHEMAS[endpoint.name];
  if (!schema) return undefined;
  return endpoint.kind === 'multipart' ? parseForm(formFields(ctx), schema) : parseJson(ctx, schema);
}

/**
 * The endpoint's route, added by `handle(...middleware, handler)`: the middleware run first (a rate limit, an
 * upload), then the body and query are parsed (a bad one answers 400 naming its field), then the handler, whose
 * answer becomes the body. Two steps so the endpoint is known before the handler is read, and an object the
 * handler returns is checked against the response type as written (`{ success: true }` stays `true`).
 */
export function on<E extends AnyEndpoint & { name: EndpointName }>(router: Router, endpoint: E) {
  return {
    handle(...chain: [...RouterMiddleware[], Handler<E>]): void {
      const handler = chain[chain.length - 1] as Handler<E>;
      const middleware = chain.slice(0, -1) as RouterMiddleware[];
      const querySchema = QUERY_SCHEMAS[endpoint.name];
      const rule = (ADMIN_ROLES as Partial<Record<string, (typeof ADMIN_ROLES)[AdminEndpointName]>>)[endpoint.name];
      // The role's rule (shared/api/adminRoles.ts), judged before anything is read or stored: the guard has put the signed-in person in the state.
      const allowed: RouterMiddleware = (ctx, next) => {
        const role = (ctx.state.admin as { role: StaffRole } | undefined)?.role;
        if (rule !== 'public' && (!role || !rule!.includes(role))) throw new HttpError(403, roleRefusal(role ?? 'owner'));
        return next();
      };
      const handle: RouterMiddleware = async (ctx) => {
        const body = readBody(ctx, endpoint) as BodyOf<E>;
        const query = (querySchema ? parseForm(ctx.query, querySchema) : undefined) as QueryOf<E>;
        const reply = await handler(ctx, { body, query, params: ctx.params as ParamsOf<E['path']> });
        if (reply !== undefined && reply !== SENT) ctx.body = reply;
      };
      const chain_ = rule === undefined ? [...middleware, handle] : [allowed, ...middleware, handle];
      router.register(endpoint.path, [endpoint.method], chain_, { name: endpoint.name });
    },
  };
}
