// The upload helper's rules, against a stand-in XMLHttpRequest: progress in whole percent of the bytes sent,
// answers read like request()'s, failures told apart (server refusal, cancel, broken connection).
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError } from './client';
import { UploadAborted, upload, UploadNetworkError, uploadPercent, type UploadProgress } from './upload';

type Handler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest for upload; the test plays the network's part. */
class FakeRequest {
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(progress(0, 0, false));
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  // The network's side
  sent(loaded: number, total: number, computable = true) {
    this.upload.onprogress?.(progress(loaded, total, computable));
  }
  bodyDone(total: number) {
    this.upload.onload?.(progress(total, total, true));
  }
  answer(status: number, statusText: string, body: unknown, contentType = 'application/json; charset=utf-8') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': contentType };
    this.onload?.(progress(0, 0, false));
  }
  fail() {
    this.onerror?.(progress(0, 0, false));
  }
}

function progress(loaded: number, total: number, lengthComputable: boolean): ProgressEvent {
  return { loaded, total, lengthComputable } as ProgressEvent;
}

function start(options: { signal?: AbortSignal; id?: string; token?: string } = {}) {
  const request = new FakeRequest();
  const seen: UploadProgress[] = [];
  const form = new FormData();
  form.set('message', 'They cried');
  const result = upload(publicEndpoints.reactionUpload, {
    params: { id: options.id ?? 'abc' },
    body: form,
    ...(options.token ? { token: options.token } : {}),
    onProgress: (p) => seen.push(p),
    createRequest: () => request as unknown as XMLHttpRequest,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { request, seen, form, result };
}

afterEach(() => vi.restoreAllMocks());

describe('uploadPercent', () => {
  it('counts whole percent of the bytes sent, rounded down, so 100 means all of them', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
  });

  it('stays between 0 and 100 whatever the browser reports', () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(-5, 1000)).toBe(0);
  });
});

describe('upload', () => {
  it("posts the form itself (the browser writes its multipart boundary) to the endpoint's path", () => {
    const { request, form } = start({ id: 'a/b' });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/free-song-submissions/a%2Fb/reaction-video');
    expect(request.body).toBe(form);
    expect(request.headers).toEqual({});
  });

  it('sends a token as a bearer credential, never in the address', () => {
    const { request } = start({ token: 'tok-1' });
    expect(request.headers).toEqual({ Authorization: 'Bearer tok-1' });
    expect(request.url).not.toContain('tok-1');
  });

  it('reports the bytes sent as they go, ignoring events without a known size', async () => {
    const { request, seen, result } = start();
    request.sent(0, 4000);
    request.sent(1000, 4000);
    request.sent(2000, 0, false);
    request.sent(2999, 4000);
    request.bodyDone(4000);
    request.answer(201, 'Created', { receivedAt: '2026-01-01T00:00:00.000Z' });
    await expect(result).resolves.toEqual({ receivedAt: '2026-01-01T00:00:00.000Z' });
    expect(seen.map((p) => p.percent)).toEqual([0, 25, 74, 100]);
    expect(seen.at(-1)).toEqual({ loaded: 4000, total: 4000, percent: 100 });
  });

  it("rejects with an ApiError carrying the server's own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, result } = start();
    request.answer(400, 'Bad Request', { error: 'Please upload a video file (MP4, MOV, or AVI)', field: 'video' });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      serverMessage: 'Please upload a video file (MP4, MOV, or AVI)',
      field: 'video',
      message: 'API request failed: 400 Bad Request',
    });
  });

  it('rejects with an ApiError without a message when the answer is not JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, result } = start();
    request.answer(502, 'Bad Gateway', '<html>proxy error</html>', 'text/html');
    await expect(result).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('tells a broken connection apart from a refusal', async () => {
    const { request, result } = start();
    request.sent(100, 4000);
    request.fail();
    await expect(result).rejects.toBeInstanceOf(UploadNetworkError);
  });

  it('aborts the request when the signal fires, and ignores what the request does afterwards', async () => {
    const controller = new AbortController();
    const { request, seen, result } = start({ signal: controller.signal });
    request.sent(500, 4000);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(result).rejects.toBeInstanceOf(UploadAborted);
    request.answer(201, 'Created', { success: true });
    expect(seen).toHaveLength(1);
  });

  it('never sends when the signal was already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request, result } = start({ signal: controller.signal });
    await expect(result).rejects.toBeInstanceOf(UploadAborted);
    expect(request.url).toBe('');
    expect(request.body).toBeUndefined();
  });
});
