// The API's contract: one table of every endpoint the server answers under /api, each named, with its method,
// path, kind and (as types) body, query and response. The server registers its routes from it
// (api/http/endpoint.ts); the browser builds its requests from it with pathOf. Zod-free, like everything it imports.
import { adminEndpoints } from './adminEndpoints';
import type { AnyEndpoint } from './endpoint';
import { publicEndpoints } from './publicEndpoints';

export {
  pathOf,
  type AnyEndpoint,
  type BodyOf,
  type EndpointKind,
  type Method,
  type ParamName,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint';

/** Where the API lives: any address here that no endpoint serves is a JSON 404, never the app's page. */
export const API_PREFIX = '/api';
/** The admin's part of the API: every address under it but login needs the admin's token. */
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

/** An endpoint of the table: the description with its own name (the route's name on the server's router). */
export type Named<E extends AnyEndpoint, N extends string> = E & { readonly name: N };

function named<T extends Record<string, AnyEndpoint>>(table: T): { [N in keyof T & string]: Named<T[N], N> } {
  return Object.fromEntries(Object.entries(table).map(([name, endpoint]) => [name, { ...endpoint, name }])) as {
    [N in keyof T & string]: Named<T[N], N>;
  };
}

export const endpoints = named({ ...publicEndpoints, ...adminEndpoints });

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
