// The live streams' content: what a reconnecting stream missed (messages after its Last-Event-ID), then every
// new event. Subscribing first and replaying second, with the replayed ids remembered, loses nothing that
// arrives in between and sends nothing twice.
import type { Kysely } from 'kysely';
import type { ChatStreamEvent } from '../../../shared/schemas/chat';
import { listAllChatMessagesAfter, listChatMessages } from '../../db/chat';
import type { Database } from '../../db/schema';
import { sessionChannel, type ChatBroker, type ChatChannel } from './broker';

/** A stream that was away longer than this many messages starts over from its list (the page refetches). */
const REPLAY_LIMIT = 500;

export type StreamSink = (event: ChatStreamEvent) => void;

export function createChatStreams(deps: { db: Kysely<Database>; broker: ChatBroker }) {
  const { db, broker } = deps;

  async function follow(
    channel: ChatChannel,
    afterId: number,
    missed: () => Promise<ChatStreamEvent[]>,
    sink: StreamSink,
  ): Promise<() => void> {
    let replaying = true;
    const held: ChatStreamEvent[] = [];
    let lastSent = afterId;
    const deliver = (event: ChatStreamEvent) => {
      if (event.type === 'message') {
        if (event.message.id <= lastSent) return;
        lastSent = event.message.id;
      }
      sink(event);
    };
    const unsubscribe = broker.subscribe(channel, (event) => (replaying ? held.push(event) : deliver(event)));
    try {
      if (afterId > 0) for (const event of await missed()) deliver(event);
    } finally {
      replaying = false;
    }
    for (const event of held.splice(0)) deliver(event);
    return unsubscribe;
  }

  return {
    /** A customer's widget: its session's events. */
    followSession(sessionId: string, afterId: number, sink: StreamSink) {
      return follow(
        sessionChannel(sessionId),
        afterId,
        async () =>
          (await listChatMessages(db, sessionId, afterId, REPLAY_LIMIT)).map((message) => ({ type: 'message' as const, message })),
        sink,
      );
    },

    /** The admins' view: every session's events. */
    followAdmin(afterId: number, sink: StreamSink) {
      return follow(
        'admin',
        afterId,
        async () => (await listAllChatMessagesAfter(db, afterId, REPLAY_LIMIT)).map((message) => ({ type: 'message' as const, message })),
        sink,
      );
    },
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
