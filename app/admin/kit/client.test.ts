// The admin client's session rules: the bearer token on every call, and a 401 that ends only its own session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as adminEndpoints from '../../../shared/api/adminEndpoints';
import { ApiError, type Requester } from '../../core/api/client';
import { createAdminApi, createAdminRequest, failureText, type TokenSource } from './client';

function session(initial: string | null) {
  let token = initial;
  const expired = vi.fn(() => {
    token = null;
  });
  const source: TokenSource & { set(t: string | null): void } = { token: () => token, expired, set: (t) => (token = t) };
  return { source, expired };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin request', () => {
  it('sends the token as a bearer credential', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    const { source } = session('tok-1');
    await createAdminApi(createAdminRequest(source)).orders();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/orders');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('ends the session when the server answers 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: 'Unauthorized' })),
    );
    const { source, expired } = session('tok-1');
    await expect(createAdminApi(createAdminRequest(source)).sampleSongs()).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(source.token()).toBeNull();
  });

  it('keeps a newer session when a 401 for an older token arrives late', async () => {
    const { source, expired } = session('old');
    const request = vi.fn(async () => {
      source.set('new');
      throw new ApiError(401, 'Unauthorized', 'Unauthorized');
    }) as unknown as Requester;
    await expect(createAdminRequest(source, request)(adminEndpoints.adminOrders)).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
    expect(source.token()).toBe('new');
  });

  it('keeps the session on other failures', async () => {
    const { source, expired } = session('tok');
    for (const status of [400, 404, 409, 429, 500]) {
      const request = vi.fn(async () => {
        throw new ApiError(status, 'x', 'x');
      }) as unknown as Requester;
      await expect(createAdminRequest(source, request)(adminEndpoints.adminOrders)).rejects.toMatchObject({ status });
    }
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not call the server without a token', async () => {
    const request = vi.fn() as unknown as Requester;
    const { source } = session(null);
    await expect(createAdminRequest(source, request)(adminEndpoints.adminOrders)).rejects.toMatchObject({ status: 401 });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the admin API', () => {
  it('reads a missing free-song setting (404) as off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { error: 'Not found' })),
    );
    const { source, expired } = session('tok');
    await expect(createAdminApi(createAdminRequest(source)).freeSongSetting()).resolves.toEqual({
      key: 'free_song_enabled',
      value: 'false',
      description: null,
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it("writes the setting as the strings 'true' and 'false'", async () => {
    const calls: unknown[] = [];
    const request = vi.fn(async (_endpoint: unknown, parts: { body?: unknown }) => {
      calls.push(parts.body);
      return {};
    });
    const api = createAdminApi(request as never);
    await api.setFreeSongEnabled(true);
    await api.setFreeSongEnabled(false);
    expect(calls.map((c) => (c as { value: string }).value)).toEqual(['true', 'false']);
  });

  it('sends a reorder as the 0-based index and escapes ids in paths', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await createAdminApi(createAdminRequest(session('tok').source)).moveSampleSong('a/b', 2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PATCH');
    expect(url).toBe('/api/admin/sample-songs/a%2Fb/order');
    expect(JSON.parse(String(init.body))).toEqual({ sortOrder: 2 });
  });

  it('changes a free-song status with a multipart body holding only the status', async () => {
    const request = vi.fn(async () => ({}));
    await createAdminApi(request as never).setFreeSongStatus('s1', 'approved');
    const [endpoint, parts] = request.mock.calls[0] as unknown as [unknown, { params: unknown; body: FormData }];
    expect(endpoint).toBe(adminEndpoints.adminFreeSongUpdate);
    expect(parts.params).toEqual({ id: 's1' });
    const form = parts.body;
    expect([...form.keys()]).toEqual(['status']);
    expect(form.get('status')).toBe('approved');
  });
});

describe('failureText', () => {
  it("prefers the server's message, then the status line, then a network hint", () => {
    expect(failureText(new ApiError(409, 'Conflict', 'Cannot change status from pending to delivered'))).toBe(
      'Cannot change status from pending to delivered',
    );
    expect(failureText(new ApiError(502, 'Bad Gateway', undefined))).toBe('502 Bad Gateway');
    expect(failureText(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
  });
});
