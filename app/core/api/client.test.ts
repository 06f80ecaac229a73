// The browser's one request function, against a stubbed fetch: the address from the contract, the body and the
// bearer token as they go, and a refusal read into one ApiError with its field and its wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as adminEndpoints from '../../../shared/api/adminEndpoints';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, payloadOf, request, urlOf } from './client';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  const sent = () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { fetchMock, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('urlOf', () => {
  it('fills the path and adds the query values that are set', () => {
    expect(urlOf(publicEndpoints.discountCode, { params: { code: 'LOVE 20' }, query: { email: 'a+b@example.com' } })).toBe(
      '/api/discount-codes/LOVE%2020?email=a%2Bb%40example.com',
    );
    expect(urlOf(publicEndpoints.chatMessages, { query: { sessionId: 's1', after: undefined } })).toBe('/api/chat/messages?sessionId=s1');
    expect(urlOf(adminEndpoints.adminChatStream)).toBe('/api/admin/chat/stream');
  });
});

describe('request', () => {
  it("uses the endpoint's method and path, and sends a body as JSON", async () => {
    const { sent } = stubFetch(() => answer(201, { success: true, message: 'Thanks', id: 'm1' }));
    const body = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question' };
    await expect(request(publicEndpoints.contact, { body })).resolves.toEqual({ success: true, message: 'Thanks', id: 'm1' });
    const { url, init, headers } = sent();
    expect([url, init.method]).toEqual(['/api/contact', 'POST']);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends a token as a bearer credential, never in the address', async () => {
    const { sent } = stubFetch(() => answer(200, []));
    await request(publicEndpoints.chatMessages, { token: 'secret', query: { sessionId: 's1' } });
    expect(sent().headers.get('Authorization')).toBe('Bearer secret');
    expect(sent().url).not.toContain('secret');
  });

  it('sends a form as it is, letting the browser write its boundary', async () => {
    const { sent } = stubFetch(() => answer(200, { id: 'x' }));
    const form = new FormData();
    form.set('title', 'A song');
    await request(adminEndpoints.adminSampleSongAdd, { body: form });
    expect(sent().init.body).toBe(form);
    expect(sent().headers.has('Content-Type')).toBe(false);
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(() => answer(204, undefined));
    await expect(request(publicEndpoints.chatTyping, { body: { sessionId: 's1' } })).resolves.toBeUndefined();
  });

  it('turns a refusal into an ApiError with its message, its field and the wait it asks for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(400, { error: 'Please enter a valid email address', field: 'email' }));
    const refused = await request(publicEndpoints.contact, { body: { name: 'A', email: 'x', subject: 's', message: 'm' } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, serverMessage: 'Please enter a valid email address', field: 'email' });

    stubFetch(() => answer(429, { error: 'Too many messages' }, { 'Retry-After': '30' }));
    await expect(request(publicEndpoints.chatSend, { body: { sessionId: 's', message: 'hi' } })).rejects.toMatchObject({
      status: 429,
      field: undefined,
      retryAfterMs: 30_000,
    });
  });

  it('reads a refusal that is not JSON as one without a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(request(publicEndpoints.config)).rejects.toMatchObject({ status: 502, serverMessage: undefined, field: undefined });
  });

  it('lets a network failure through as it is, not as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failed = await request(publicEndpoints.config).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TypeError);
  });
});

describe('payloadOf', () => {
  it('parses JSON when the answer says it is JSON, and keeps text otherwise', () => {
    expect(payloadOf('application/json', '{"receivedAt":"2026-01-01T00:00:00.000Z"}')).toEqual({ receivedAt: '2026-01-01T00:00:00.000Z' });
    expect(payloadOf('text/plain', 'ok')).toBe('ok');
    expect(payloadOf('application/json', '{"err')).toBeUndefined();
    expect(payloadOf('application/json', '')).toBeUndefined();
  });
});
