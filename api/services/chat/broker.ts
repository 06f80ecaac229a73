// The one place chat events travel between requests: publish to a channel (a session's, or the admins'),
// subscribe to one. Events go through the database's messages between processes, so a stream held by
// another process behind the same load balancer hears them too (on SQLite there is just this process).
import { EventEmitter } from 'node:events';
import type { ChatStreamEvent } from '../../../shared/schemas/chat';
import type { DbEvents } from '../../db/events';

export type ChatChannel = 'admin' | `session:${string}`;

export interface ChatBroker {
  publish(channel: ChatChannel, event: ChatStreamEvent): void;
  /** Calls `listener` for every event on the channel until the returned function is called. */
  subscribe(channel: ChatChannel, listener: (event: ChatStreamEvent) => void): () => void;
}

export const sessionChannel = (sessionId: string): ChatChannel => `session:${sessionId}`;

/** The kind of message between processes that carries a chat event. */
const TOPIC = 'chat';

export function createChatBroker(events: Pick<DbEvents, 'publish' | 'subscribe'>): ChatBroker {
  const emitter = new EventEmitter();
  // Every open stream is a listener: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  events.subscribe((payload) => {
    const message = JSON.parse(payload) as { topic: string; channel?: ChatChannel; event?: ChatStreamEvent };
    if (message.topic === TOPIC && message.channel && message.event) emitter.emit(message.channel, message.event);
  });
  return {
    publish(channel, event) {
      events.publish(JSON.stringify({ topic: TOPIC, channel, event }));
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}
