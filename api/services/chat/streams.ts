// The live streams' content: what a reconnecting stream missed (messages after its Last-Event-ID), then every
// new event. Subscribing first and replaying second, with the replayed ids remembered, loses nothing that
// arrives in between and sends nothing twice. Events arrive as frames, serialised once when published.
import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../../shared/schemas/chat';
import { listAllChatMessagesAfter, listChatMessages } from '../../db/chat';
import type { Database } from '../../db/schema';
import { chatFrame, sessionChannel, type ChatBroker, type ChatChannel, type ChatFrame } from './broker';

/** A stream that was away longer than this many messages starts over from its list (the page refetches). */
const REPLAY_LIMIT = 500;

export type StreamSink = (frame: ChatFrame) => void;

const messageFrames = (messages: ChatMessage[]) => messages.map((message) => chatFrame({ type: 'message', message }));

export function createChatStreams(deps: { db: Kysely<Database>; broker: ChatBroker }) {
  const { db, broker } = deps;

  async function follow(channel: ChatChannel, afterId: number, missed: () => Promise<ChatFrame[]>, sink: StreamSink): Promise<() => void> {
    let replaying = true;
    const held: ChatFrame[] = [];
    let lastSent = afterId;
    // Only messages carry an id: a message already sent (replayed, then heard live) is not sent again.
    const deliver = (frame: ChatFrame) => {
      if (frame.id !== undefined) {
        if (frame.id <= lastSent) return;
        lastSent = frame.id;
      }
      sink(frame);
    };
    const unsubscribe = broker.subscribe(channel, (frame) => (replaying ? held.push(frame) : deliver(frame)));
    try {
      if (afterId > 0) for (const frame of await missed()) deliver(frame);
    } finally {
      replaying = false;
    }
    for (const frame of held.splice(0)) deliver(frame);
    return unsubscribe;
  }

  return {
    /** A customer's widget: its session's events. */
    followSession(sessionId: string, afterId: number, sink: StreamSink) {
      return follow(
        sessionChannel(sessionId),
        afterId,
        async () => messageFrames(await listChatMessages(db, sessionId, afterId, REPLAY_LIMIT)),
        sink,
      );
    },

    /** The admins' view: every session's events. */
    followAdmin(afterId: number, sink: StreamSink) {
      return follow('admin', afterId, async () => messageFrames(await listAllChatMessagesAfter(db, afterId, REPLAY_LIMIT)), sink);
    },
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
