// The chat broker over the database's messages: an event is serialised once into the JSON the streams write,
// reaches every channel it was published to in order, and travels as a message other listeners can still parse.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '../../../shared/schemas/chat';
import { createLocalEvents } from '../../db/events';
import { createChatBroker, sessionChannel, type ChatFrame } from './broker';

const message: ChatMessage = {
  id: 42,
  sessionId: 'a'.repeat(32),
  sender: 'customer',
  // What a customer may type, including what the message between processes is made of.
  message: 'Say "hi" \\ to {"topic":"chat","route":"x","event":} and 🎵\nnext line',
  createdAt: '2026-01-01T00:00:00.000Z',
  clientMessageId: null,
};

function listen() {
  const events = createLocalEvents();
  const broker = createChatBroker(events);
  const heard: Array<[string, ChatFrame]> = [];
  for (const channel of [sessionChannel(message.sessionId), 'admin'] as const)
    broker.subscribe(channel, (frame) => heard.push([channel, frame]));
  const payloads: unknown[] = [];
  events.subscribe((payload) => payloads.push(JSON.parse(payload)));
  return { broker, heard, payloads };
}

describe('chat broker', () => {
  it('hands each channel the event’s JSON as JSON.stringify makes it, with a message’s id, in publishing order', () => {
    const { broker, heard } = listen();
    const sent: ChatStreamEvent = { type: 'message', message };
    const typing: ChatStreamEvent = { type: 'typing', sessionId: message.sessionId, sender: 'admin' };
    broker.publish([sessionChannel(message.sessionId), 'admin'], sent);
    broker.publish(sessionChannel(message.sessionId), typing);
    expect(heard).toEqual([
      [sessionChannel(message.sessionId), { event: 'message', id: 42, data: JSON.stringify(sent) }],
      ['admin', { event: 'message', id: 42, data: JSON.stringify(sent) }],
      [sessionChannel(message.sessionId), { event: 'typing', data: JSON.stringify(typing) }],
    ]);
  });

  it('sends one message between processes per event, which other listeners parse as JSON holding the event', () => {
    const { broker, payloads } = listen();
    broker.publish([sessionChannel(message.sessionId), 'admin'], { type: 'message', message });
    expect(payloads).toEqual([
      { topic: 'chat', route: `message 42 ${sessionChannel(message.sessionId)},admin`, event: { type: 'message', message } },
    ]);
  });
});
