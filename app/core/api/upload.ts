// Sends a multipart endpoint's form with XMLHttpRequest and reports the bytes sent: fetch cannot tell how much of a
// request body has left the browser. The answer is read as request() reads one (an ApiError for a refusal).
import type { AnyEndpoint, ResponseOf } from '../../../shared/api/endpoint';
import { addressOf, payloadOf, readAnswer, type RequestOf } from './client';

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
  onProgress?: (progress: UploadProgress) => void;
  /** The request object (tests hand in a stand-in). */
  createRequest?: () => XMLHttpRequest;
}

export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** Sends the form of a multipart endpoint (`parts.body`), reporting its progress. */
export function upload<E extends AnyEndpoint>(endpoint: E, parts: RequestOf<E> & UploadOptions): Promise<ResponseOf<E>> {
  const { signal, onProgress } = parts;
  return new Promise<ResponseOf<E>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAborted());
      return;
    }
    const xhr = parts.createRequest?.() ?? new XMLHttpRequest();
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

    xhr.open(endpoint.method, addressOf(endpoint, parts));
    if (parts.token) xhr.setRequestHeader('Authorization', `Bearer ${parts.token}`);
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
          const answer = { status: xhr.status, statusText: xhr.statusText, header: (name: string) => xhr.getResponseHeader(name) };
          resolve(readAnswer<ResponseOf<E>>(answer, payloadOf(xhr.getResponseHeader('Content-Type'), xhr.responseText)));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => finish(() => reject(new UploadNetworkError()));
    xhr.ontimeout = () => finish(() => reject(new UploadNetworkError()));
    xhr.onabort = () => finish(() => reject(new UploadAborted()));
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(parts.body as FormData);
  });
}
