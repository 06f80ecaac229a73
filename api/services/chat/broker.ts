// The one place chat events travel between requests: publish to channels (a session's, the admins'),
// subscribe to one. Events go through the database's messages between processes, so a stream held by
// another process behind the same load balancer hears them too (on SQLite there is just this process).
// An event is serialised once, when it is published: the streams write that JSON as it is, and the
// message between processes carries it unparsed.
import { EventEmitter } from 'node:events';
import type { ChatStreamEvent } from '../../../shared/schemas/chat';
import type { DbEvents } from '../../db/events';

export type ChatChannel = 'admin' | `session:${string}`;

/** A chat event as the streams send it: the SSE event name, the event's JSON, and a message's id as event id. */
export interface ChatFrame {
  event: ChatStreamEvent['type'];
  data: string;
  id?: number;
}

export interface ChatBroker {
  /** Sends the event to each channel in turn. */
  publish(channels: ChatChannel | readonly ChatChannel[], event: ChatStreamEvent): void;
  /** Calls `listener` for every event on the channel until the returned function is called. */
  subscribe(channel: ChatChannel, listener: (frame: ChatFrame) => void): () => void;
}

export const sessionChannel = (sessionId: string): ChatChannel => `session:${sessionId}`;

export function chatFrame(event: ChatStreamEvent): ChatFrame {
  const frame: ChatFrame = { event: event.type, data: JSON.stringify(event) };
  if (event.type === 'message') frame.id = event.message.id;
  return frame;
}

// The message between processes is JSON, as every listener of the database's messages expects, written around
// the event's JSON rather than over it: `{"topic":"chat","route":"<event> <id or -> <channels>","event":<data>}`.
// The route holds names, digits and channel ids (no quote), so the event's JSON is found without parsing it.
const HEAD = '{"topic":"chat","route":"';
const BODY = '","event":';

function encode(channels: readonly ChatChannel[], frame: ChatFrame): string {
  return `${HEAD}${frame.event} ${frame.id ?? '-'} ${channels.join(',')}${BODY}${frame.data}}`;
}

function decode(payload: string): { channels: ChatChannel[]; frame: ChatFrame } | undefined {
  if (!payload.startsWith(HEAD)) return undefined;
  const body = payload.indexOf(BODY, HEAD.length);
  if (body < 0) return undefined;
  const [event, id, channels] = payload.slice(HEAD.length, body).split(' ');
  if (!event || !id || !channels) return undefined;
  const frame: ChatFrame = { event: event as ChatFrame['event'], data: payload.slice(body + BODY.length, -1) };
  if (id !== '-') frame.id = Number(id);
  return { channels: channels.split(',') as ChatChannel[], frame };
}

export function createChatBroker(events: Pick<DbEvents, 'publish' | 'subscribe'>): ChatBroker {
  const emitter = new EventEmitter();
  // Every open stream is a listener: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  events.subscribe((payload) => {
    const received = decode(payload);
    if (received) for (const channel of received.channels) emitter.emit(channel, received.frame);
  });
  return {
    publish(channels, event) {
      events.publish(encode(typeof channels === 'string' ? [channels] : channels, chatFrame(event)));
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}
