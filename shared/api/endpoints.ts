// The API's contract: one table of every endpoint the server answers under /api, each named, with its method,
// path, kind and (as types) body, query and response. The server registers its routes from it
// (api/http/endpoint.ts); the browser calls it through app/core/api/client.ts. Zod-free, like everything it imports.
import * as adminEndpoints from './adminEndpoints';
import { named } from './endpoint';
import * as publicEndpoints from './publicEndpoints';

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

export { ADMIN_API_PREFIX, API_PREFIX } from './endpoint';

export type { Named } from './endpoint';

/**
 * Every endpoint, each with its name. The browser never imports this: it takes the endpoints it calls from
 * publicEndpoints.ts and adminEndpoints.ts, one export each, so a page's bundle carries only those it calls and the
 * admin's stay out of the customer's first page.
 */
export const endpoints = named({ ...publicEndpoints, ...adminEndpoints });

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
