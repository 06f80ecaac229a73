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

/**
 * The types an endpoint carries, each slot optional: `{ body?, query?, response? }` (no response: an answer without a
 * body, 204). Given as an instantiation, `shape<{ response: Health }>`, which is a value only to carry its type.
 */
export interface Shape {
  body?: unknown;
  query?: unknown;
  response?: unknown;
}

type Slot<S, Key extends keyof Shape, Otherwise> = S extends { [K in Key]-?: infer T } ? T : Otherwise;

/** The endpoint a path, a kind and a shape describe. */
export type Described<M extends Method, P extends string, K extends EndpointKind, S extends Shape> = Endpoint<
  M,
  P,
  K,
  Slot<S, 'body', None>,
  Slot<S, 'query', None>,
  Slot<S, 'response', void>
>;

/** Carries a shape's type to `get`, `post`, …: the endpoints pass it uncalled (`shape<{ … }>`), and no one calls it. */
export function shape<S extends Shape>(): S | undefined {
  return undefined;
}

/** The argument that carries an endpoint's shape: `shape<{ … }>`, uncalled. */
type ShapeArg<S extends Shape> = () => S | undefined;

// Each description is one call the bundler may drop when no page uses the endpoint (no chained steps to keep).
/* #__NO_SIDE_EFFECTS__ */
function describe<M extends Method, P extends string, K extends EndpointKind, S extends Shape>(
  method: M,
  path: P,
  kind: K | undefined,
): Described<M, P, K, S> {
  return { method, path, kind: kind ?? ('json' as K) };
}

type Kind = EndpointKind;

/* #__NO_SIDE_EFFECTS__ */
export function get<P extends string, S extends Shape = object, K extends Kind = 'json'>(path: P, _: ShapeArg<S>, kind?: K) {
  return describe<'GET', P, K, S>('GET', path, kind);
}

/* #__NO_SIDE_EFFECTS__ */
export function post<P extends string, S extends Shape = object, K extends Kind = 'json'>(path: P, _?: ShapeArg<S>, kind?: K) {
  return describe<'POST', P, K, S>('POST', path, kind);
}

/* #__NO_SIDE_EFFECTS__ */
export function put<P extends string, S extends Shape = object>(path: P, _?: ShapeArg<S>) {
  return describe<'PUT', P, 'json', S>('PUT', path, 'json');
}

/* #__NO_SIDE_EFFECTS__ */
export function patch<P extends string, S extends Shape = object, K extends Kind = 'json'>(path: P, _?: ShapeArg<S>, kind?: K) {
  return describe<'PATCH', P, K, S>('PATCH', path, kind);
}

/* #__NO_SIDE_EFFECTS__ */
export function del<P extends string, S extends Shape = object>(path: P, _?: ShapeArg<S>) {
  return describe<'DELETE', P, 'json', S>('DELETE', path, 'json');
}

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
