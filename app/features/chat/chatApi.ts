// The customer's chat calls (DESIGN §3): start, send, catch up, the session's view, typing and presence. The
// session's token goes as `Authorization: Bearer`, never in a URL, where logs and history would keep it.
import type { ChatMessage, ChatSessionView, ChatStart, ChatStarted } from '../../../shared/schemas/chat';
import { ApiError } from '../../core/api/client';

/** What opens one conversation. */
export interface ChatCredentials {
  sessionId: string;
  token: string;
}

/** A refused call, with how long the shop asked to wait (429 Retry-After), when it said. */
export class ChatRequestError extends ApiError {
  constructor(
    status: number,
    statusText: string,
    serverMessage: string | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(status, statusText, serverMessage);
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function chatRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    cache: 'no-store',
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  if (response.status === 204) return undefined as T;
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  const payload: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const serverMessage =
      payload && typeof payload === 'object' && 'error' in payload ? String((payload as { error: unknown }).error) : undefined;
    throw new ChatRequestError(response.status, response.statusText, serverMessage, retryAfterMs(response.headers.get('Retry-After')));
  }
  return payload as T;
}

const query = (sessionId: string, extra = '') => `sessionId=${encodeURIComponent(sessionId)}${extra}`;

export const startChat = (body: ChatStart) => chatRequest<ChatStarted>('POST', '/api/chat/start', { body });

export const sendChatMessage = (c: ChatCredentials, message: string, clientMessageId: string) =>
  chatRequest<ChatMessage>('POST', '/api/chat/send', { token: c.token, body: { sessionId: c.sessionId, message, clientMessageId } });

/** The spec's polling fallback: what came after the newest message this device has. */
export const fetchChatMessages = (c: ChatCredentials, after: number) =>
  chatRequest<ChatMessage[]>('GET', `/api/chat/messages?${query(c.sessionId, after > 0 ? `&after=${after}` : '')}`, { token: c.token });

export const fetchChatSession = (c: ChatCredentials) =>
  chatRequest<ChatSessionView>('GET', `/api/chat/session?${query(c.sessionId)}`, { token: c.token });

export const signalTyping = (c: ChatCredentials) =>
  chatRequest<void>('POST', '/api/chat/typing', { token: c.token, body: { sessionId: c.sessionId } });

/** `keepalive`: the page may be going away (tab hidden or closed) while this is on its way. */
export const signalPresence = (c: ChatCredentials, open: boolean, keepalive = false) =>
  chatRequest<void>('POST', '/api/chat/presence', { token: c.token, body: { sessionId: c.sessionId, open }, keepalive });

export const chatStreamUrl = (sessionId: string) => `/api/chat/stream?${query(sessionId)}`;

/** The shop will not open this conversation with this token (gone, or someone else's). */
export const isChatRefused = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);
