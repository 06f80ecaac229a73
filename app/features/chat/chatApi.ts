// The customer's chat calls (DESIGN §3): start, send, catch up, the session's view, typing and presence. The
// session's token goes as `Authorization: Bearer`, never in a URL, where logs and history would keep it. A refusal
// is the client's ApiError, with the wait a 429 asked for.
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { ChatStart } from '../../../shared/schemas/chat';
import { ApiError, request, urlOf } from '../../core/api/client';

/** What opens one conversation. */
export interface ChatCredentials {
  sessionId: string;
  token: string;
}

// A chat is live: no read of it may come from the HTTP cache.
const live = { cache: 'no-store' } as const;

export const startChat = (body: ChatStart) => request(publicEndpoints.chatStart, { body, ...live });

export const sendChatMessage = (c: ChatCredentials, message: string, clientMessageId: string) =>
  request(publicEndpoints.chatSend, { token: c.token, body: { sessionId: c.sessionId, message, clientMessageId }, ...live });

/** The spec's polling fallback: what came after the newest message this device has. */
export const fetchChatMessages = (c: ChatCredentials, after: number) =>
  request(publicEndpoints.chatMessages, {
    token: c.token,
    query: { sessionId: c.sessionId, ...(after > 0 ? { after: String(after) } : {}) },
    ...live,
  });

export const fetchChatSession = (c: ChatCredentials) =>
  request(publicEndpoints.chatSession, { token: c.token, query: { sessionId: c.sessionId }, ...live });

export const signalTyping = (c: ChatCredentials) =>
  request(publicEndpoints.chatTyping, { token: c.token, body: { sessionId: c.sessionId }, ...live });

/** `keepalive`: the page may be going away (tab hidden or closed) while this is on its way. */
export const signalPresence = (c: ChatCredentials, open: boolean, keepalive = false) =>
  request(publicEndpoints.chatPresence, { token: c.token, body: { sessionId: c.sessionId, open }, keepalive, ...live });

export const chatStreamUrl = (sessionId: string) => urlOf(publicEndpoints.chatStream, { query: { sessionId } });

/** The shop will not open this conversation with this token (gone, or someone else's). */
export const isChatRefused = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);
