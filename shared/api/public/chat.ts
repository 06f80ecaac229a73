// The live chat with a human: a visitor's session, its messages, typing and presence signals, and its event stream.
import type { ChatQuery } from '../../api-types';
import type { ChatMessage, ChatSend, ChatSessionView, ChatSignal, ChatStart, ChatStarted, ChatStreamEvent } from '../../schemas/chat';
import { get, post, shape } from '../endpoint';

export const chatStart = post('/api/chat/start', shape<{ body: ChatStart; response: ChatStarted }>);
export const chatSend = post('/api/chat/send', shape<{ body: ChatSend; response: ChatMessage }>);
export const chatMessages = get('/api/chat/messages', shape<{ query: ChatQuery; response: ChatMessage[] }>);
export const chatSession = get('/api/chat/session', shape<{ query: ChatQuery; response: ChatSessionView }>);
export const chatTyping = post('/api/chat/typing', shape<{ body: ChatSignal }>);
export const chatPresence = post('/api/chat/presence', shape<{ body: ChatSignal }>);
export const chatStream = get('/api/chat/stream', shape<{ query: ChatQuery; response: ChatStreamEvent }>, 'sse');
