// How one endpoint of the API is described: its method, its path (Koa syntax, `:name` for a parameter), what kind of
// request and answer it is, and (as types only) its request body, its query and its response. No Zod here: the
// browser imports the table, and the checks live in requestSchemas.ts.

/** Where the API lives: any address here that no endpoint serves is a JSON 404, never the app's page. */
export const API_PREFIX = '/api';
/** The admin's part of the API: every address under it but login needs the admin's token. */
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What travels: `json` both ways; `multipart` a form with files (the body type names its text fields); `sse` a
 * stream of events (the response type is one event); `raw` bytes read as they came (a signed webhook);
 * `file` a stored file answered with Range support (the response type is what the browser gets back).
 */
export type EndpointKind = 'json' | 'multipart' | 'sse' | 'raw' | 'file';

/** The slot type of an endpoint that takes no body, or no query. */
export type None = undefined;

// Type-only: no endpoint object has this key at run time.
declare const shapes: unique symbol;

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  K extends EndpointKind = EndpointKind,
  Body = unknown,
  Query = unknown,
  Response = unknown,
> {
  readonly method: M;
  readonly path: P;
  readonly kind: K;
  /** Types only, for `BodyOf`, `QueryOf` and `ResponseOf`: never present at run time. */
  readonly [shapes]?: { body: Body; query: Query; response: Response };
}

// `any` in a constraint position: any endpoint, whatever its slots.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<Method, string, EndpointKind, any, any, any>;

export type BodyOf<E> = E extends Endpoint<Method, string, EndpointKind, infer B, unknown, unknown> ? B : never;
export type QueryOf<E> = E extends Endpoint<Method, string, EndpointKind, unknown, infer Q, unknown> ? Q : never;
export type ResponseOf<E> = E extends Endpoint<Method, string, EndpointKind, unknown, unknown, infer R> ? R : never;

/** The names of a path's parameters: `'/api/orders/:token'` gives `'token'`. */
export type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a path's parameters. */
export type ParamsOf<P extends string> = { [Name in ParamName<P>]: string };

/** A step of the description: the path and kind are set, the body, query and response follow. */
export interface EndpointBuilder<M extends Method, P extends string, K extends EndpointKind, Body, Query> {
  body<B>(): EndpointBuilder<M, P, K, B, Query>;
  query<Q>(): EndpointBuilder<M, P, K, Body, Q>;
  /** Ends the description: `void` for an answer without a body (204). */
  returns<R>(): Endpoint<M, P, K, Body, Query, R>;
}

function describe<M extends Method, P extends string, K extends EndpointKind>(
  method: M,
  path: P,
  kind: K,
): EndpointBuilder<M, P, K, None, None> {
  const endpoint: Endpoint<M, P, K> = { method, path, kind };
  // The body, query and response are types only: every step hands back the same builder, and the last the endpoint.
  const builder = { body: () => builder, query: () => builder, returns: () => endpoint };
  return builder as unknown as EndpointBuilder<M, P, K, None, None>;
}

export const get = <P extends string, K extends EndpointKind = 'json'>(path: P, kind?: K) => describe('GET', path, kind ?? ('json' as K));
export const post = <P extends string, K extends EndpointKind = 'json'>(path: P, kind?: K) => describe('POST', path, kind ?? ('json' as K));
export const put = <P extends string>(path: P) => describe('PUT', path, 'json');
export const patch = <P extends string, K extends EndpointKind = 'json'>(path: P, kind?: K) =>
  describe('PATCH', path, kind ?? ('json' as K));
export const del = <P extends string>(path: P) => describe('DELETE', path, 'json');

/**
 * The path with its parameters filled, each encoded as one path segment:
 * `pathOf(endpoints.orderView, { token })` is `/api/orders/<token>`.
 */
export function pathOf<E extends AnyEndpoint>(
  endpoint: E,
  ...[params]: ParamName<E['path']> extends never ? [] : [ParamsOf<E['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** An endpoint of the table: the description with its own name (the route's name on the server's router). */
export type Named<E extends AnyEndpoint, N extends string> = E & { readonly name: N };

/** Gives each endpoint of a table its name in the table. */
export function named<T extends Record<string, AnyEndpoint>>(table: T): { [N in keyof T & string]: Named<T[N], N> } {
  return Object.fromEntries(Object.entries(table).map(([name, endpoint]) => [name, { ...endpoint, name }])) as {
    [N in keyof T & string]: Named<T[N], N>;
  };
}
