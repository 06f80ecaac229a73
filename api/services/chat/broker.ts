// The one place chat events travel between requests: publish to a channel (a session's, or the admins'),
// subscribe to one. In-process today; a PostgreSQL LISTEN/NOTIFY broker can take its place behind the same
// interface when several processes serve the shop.
import { EventEmitter } from 'node:events';
import type { ChatStreamEvent } from '../../../shared/schemas/chat';

export type ChatChannel = 'admin' | `session:${string}`;

export interface ChatBroker {
  publish(channel: ChatChannel, event: ChatStreamEvent): void;
  /** Calls `listener` for every event on the channel until the returned function is called. */
  subscribe(channel: ChatChannel, listener: (event: ChatStreamEvent) => void): () => void;
  /** How many listeners a channel has (a customer's widget counts as listening while its stream is open). */
  listeners(channel: ChatChannel): number;
}

export const sessionChannel = (sessionId: string): ChatChannel => `session:${sessionId}`;

export function createInProcessBroker(): ChatBroker {
  const emitter = new EventEmitter();
  // Every open stream is a listener: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(channel, event) {
      emitter.emit(channel, event);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    listeners: (channel) => emitter.listenerCount(channel),
  };
}
