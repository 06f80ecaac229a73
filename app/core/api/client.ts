// The browser's one way to the API (spec §7): a request names its endpoint in the contract (shared/api), which
// gives its method, its path and the types of what goes and comes back. Same origin, JSON both ways (a form for a
// multipart endpoint), and any answer that is not OK is an ApiError with what the server said about it.
import {
  pathOf,
  type AnyEndpoint,
  type BodyOf,
  type None,
  type ParamName,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../shared/api/endpoint';

/** What a refusal carries beyond its status: the field it is about, and how long the shop asked to wait (429). */
export interface RefusalDetails {
  field?: string | undefined;
  retryAfterMs?: number | undefined;
}

export class ApiError extends Error {
  /** The form field the server's message is about (`{ error, field }`), when it named one. */
  readonly field: string | undefined;
  /** How long the shop asked to wait before trying again (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's own `{ error }` message, when it sent one. */
    readonly serverMessage: string | undefined,
    details: RefusalDetails = {},
  ) {
    super(`API request failed: ${status} ${statusText}`);
    this.field = details.field;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** How a request travels, whatever its endpoint. */
export interface RequestOptions {
  /** Sent as `Authorization: Bearer` (the admin's session, a chat's token): never in a URL, where logs keep it. */
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
  /** The page may be going away while this is on its way. */
  keepalive?: boolean | undefined;
  cache?: RequestCache | undefined;
}

type ParamsPart<E extends AnyEndpoint> = [ParamName<E['path']>] extends [never] ? { params?: undefined } : { params: ParamsOf<E['path']> };
type BodyPart<E extends AnyEndpoint> = E['kind'] extends 'multipart'
  ? { body: FormData }
  : [BodyOf<E>] extends [None]
    ? { body?: undefined }
    : { body: BodyOf<E> };
type QueryPart<E extends AnyEndpoint> = [QueryOf<E>] extends [None] ? { query?: undefined } : { query: QueryOf<E> };

/** One request to an endpoint: its path's parameters, its body and its query, as the contract types them. */
export type RequestOf<E extends AnyEndpoint> = RequestOptions & ParamsPart<E> & BodyPart<E> & QueryPart<E>;

/** An endpoint with nothing to fill may be called without a second argument. */
export type RequestArgs<E extends AnyEndpoint> = object extends RequestOf<E> ? [parts?: RequestOf<E>] : [parts: RequestOf<E>];

/** The parts of a request that make its address. */
export type AddressOf<E extends AnyEndpoint> = ParamsPart<E> & QueryPart<E>;

/** The address of a request: the path with its parameters filled, then the query's set values. */
export function urlOf<E extends AnyEndpoint>(
  endpoint: E,
  ...[parts]: object extends AddressOf<E> ? [AddressOf<E>?] : [AddressOf<E>]
): string {
  return addressOf(endpoint, parts ?? {});
}

/** The address of any request, typed loosely (request() and upload() share it). */
export function addressOf(endpoint: AnyEndpoint, parts: { params?: unknown; query?: unknown }): string {
  const path = (pathOf as (e: AnyEndpoint, params: unknown) => string)(endpoint, parts.params ?? {});
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  // Seconds, or an HTTP date.
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** The answer's body: parsed JSON when it says it is JSON (undefined if it is not), else its text. */
export function payloadOf(contentType: string | null, text: string): unknown {
  if (!(contentType ?? '').includes('json')) return text;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a finished answer (from fetch or an upload): its payload when OK, else the ApiError it amounts to. */
export function readAnswer<T>(answer: { status: number; statusText: string; header(name: string): string | null }, payload: unknown): T {
  if (answer.status >= 200 && answer.status < 300) return (answer.status === 204 ? undefined : payload) as T;
  const said = payload && typeof payload === 'object' ? (payload as { error?: unknown; field?: unknown }) : {};
  const error = new ApiError(answer.status, answer.statusText, said.error === undefined ? undefined : String(said.error), {
    field: typeof said.field === 'string' ? said.field : undefined,
    retryAfterMs: retryAfterMs(answer.header('Retry-After')),
  });
  console.error(error.message, error.serverMessage ?? '');
  throw error;
}

function initOf(method: string, parts: RequestOptions & { body?: unknown }): RequestInit {
  const headers = new Headers();
  const init: RequestInit = { method, headers };
  if (parts.token) headers.set('Authorization', `Bearer ${parts.token}`);
  if (typeof FormData !== 'undefined' && parts.body instanceof FormData) init.body = parts.body;
  else if (parts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(parts.body);
  }
  if (parts.signal) init.signal = parts.signal;
  if (parts.keepalive) init.keepalive = true;
  if (parts.cache) init.cache = parts.cache;
  return init;
}

/** Calls an endpoint of the contract and answers its response, or throws the ApiError the server's refusal amounts to. */
export async function request<E extends AnyEndpoint>(endpoint: E, ...[parts]: RequestArgs<E>): Promise<ResponseOf<E>> {
  const given = (parts ?? {}) as RequestOf<E>;
  const response = await fetch(addressOf(endpoint, given), initOf(endpoint.method, given));
  const payload = payloadOf(response.headers.get('Content-Type'), await response.text().catch(() => ''));
  return readAnswer<ResponseOf<E>>(
    { status: response.status, statusText: response.statusText, header: (name) => response.headers.get(name) },
    payload,
  );
}

/** A request function of the same shape (the admin's adds its session): what code that works for both takes. */
export type Requester = typeof request;
