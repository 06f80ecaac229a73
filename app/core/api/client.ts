// The typed fetch helper (spec §7): same origin, JSON by default, any non-OK answer is an ApiError.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's own `{ error }` message, when it sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`API request failed: ${status} ${statusText}`);
  }
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const url = path.startsWith('/') ? path : `/${path}`;
  const headers = new Headers(init.headers);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  const payload: unknown = isJson ? await response.json().catch(() => undefined) : await response.text();
  if (!response.ok) {
    const serverMessage =
      isJson && payload && typeof payload === 'object' && 'error' in payload ? String((payload as { error: unknown }).error) : undefined;
    const error = new ApiError(response.status, response.statusText, serverMessage);
    console.error(error.message, serverMessage ?? '');
    throw error;
  }
  return payload as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body);
