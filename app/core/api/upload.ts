// Sends a multipart form with XMLHttpRequest and reports the bytes sent: fetch cannot tell how much of a
// request body has left the browser. Failures are shaped like apiRequest's (ApiError with the server's message).
import { ApiError } from './client';

export interface UploadProgress {
  /** Bytes of the request body sent so far, and the body's size (the form's boundaries included). */
  loaded: number;
  total: number;
  /** Whole percent, rounded down, so 100 means every byte has been sent. */
  percent: number;
}

/** The upload was cancelled (its signal aborted) before the server answered. */
export class UploadAborted extends Error {
  override name = 'AbortError';
  constructor() {
    super('The upload was cancelled');
  }
}

/** The server was never reached, or the connection broke while sending. */
export class UploadNetworkError extends Error {
  override name = 'UploadNetworkError';
  constructor() {
    super('The upload could not reach the server');
  }
}

export interface UploadOptions {
  method?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request object (tests hand in a stand-in). */
  createRequest?: () => XMLHttpRequest;
}

export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** Reads a finished request the way apiRequest reads a response: JSON when it says so, else text. */
export function readUploadAnswer<T>(status: number, statusText: string, contentType: string | null, body: string): T {
  const isJson = (contentType ?? '').includes('json');
  let payload: unknown = body;
  if (isJson) {
    try {
      payload = JSON.parse(body);
    } catch {
      payload = undefined;
    }
  }
  if (status < 200 || status >= 300) {
    const serverMessage =
      isJson && payload && typeof payload === 'object' && 'error' in payload ? String((payload as { error: unknown }).error) : undefined;
    const error = new ApiError(status, statusText, serverMessage);
    console.error(error.message, serverMessage ?? '');
    throw error;
  }
  return payload as T;
}

export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { signal, onProgress } = options;
  const url = path.startsWith('/') ? path : `/${path}`;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAborted());
      return;
    }
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    const cancel = () => {
      xhr.abort();
      finish(() => reject(new UploadAborted()));
    };
    const report = (loaded: number, total: number) => onProgress?.({ loaded, total, percent: uploadPercent(loaded, total) });

    xhr.open(options.method ?? 'POST', url);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) report(event.loaded, event.total);
    };
    // Some browsers skip the last progress event: the body is wholly sent once the upload's load fires.
    xhr.upload.onload = (event) => {
      if (event.lengthComputable) report(event.total, event.total);
    };
    xhr.onload = () =>
      finish(() => {
        try {
          resolve(readUploadAnswer<T>(xhr.status, xhr.statusText, xhr.getResponseHeader('Content-Type'), xhr.responseText));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => finish(() => reject(new UploadNetworkError()));
    xhr.ontimeout = () => finish(() => reject(new UploadNetworkError()));
    xhr.onabort = () => finish(() => reject(new UploadAborted()));
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
}
