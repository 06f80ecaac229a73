// The chat widget's machine without a DOM, when the connection comes and goes: the offline outbox, the stream
// and its polling fallback, resuming a kept conversation after a reload, and the link back from the reply mail.
import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { chatConnection, SESSION_ENDED } from './chatMachine';
import {
  connected,
  inForm,
  message,
  networkDown,
  restored,
  sendDraft,
  SESSION_ID,
  settle,
  startChatMachine,
  started,
  TOKEN,
} from './chatMachine.fakes';

describe('the offline outbox', () => {
  it('keeps a message typed offline and sends it exactly once when the connection returns', async () => {
    const h = await started();
    await connected(h);
    h.goOffline();
    expect(chatConnection(h.actor.getSnapshot())).toBe('offline');
    expect(h.streaming, 'no stream while offline').toBe(false);

    sendDraft(h, 'typed on the train');
    sendDraft(h, 'and another');
    await settle();
    expect(h.sends).toHaveLength(0);
    expect(h.commandsOf('message.keep').map((c) => c.pending.message)).toEqual(['typed on the train', 'and another']);

    h.goOnline();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.sends.map((s) => s.pending.message)).toEqual(['typed on the train', 'and another']);
    expect(h.shopMessages.size).toBe(2);
  });

  it('resends with the same clientMessageId when an answer was lost, so the shop keeps one', async () => {
    const h = await started({ sendFailures: [networkDown()] });
    await connected(h);
    sendDraft(h, 'did this arrive?');
    await waitFor(h.actor, (s) => s.matches({ outbox: 'waiting' }));
    h.stream({ type: 'stream.opened' });
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.sends).toHaveLength(2);
    expect(h.sends[0]!.pending.clientMessageId).toBe(h.sends[1]!.pending.clientMessageId);
    expect(h.shopMessages.size).toBe(1);
  });

  it('takes the stream’s copy of a waiting message as sent', async () => {
    const h = await started();
    await connected(h);
    h.goOffline();
    sendDraft(h, 'hello');
    const pending = h.commandsOf('message.keep')[0]!.pending;
    h.goOnline();
    await waitFor(h.actor, (s) => s.matches({ session: { chatting: 'online' } }));
    h.stream({
      type: 'chat.messages',
      messages: [message({ sender: 'customer', message: 'hello', clientMessageId: pending.clientMessageId })],
    });
    expect(h.actor.getSnapshot().context.outbox).toEqual([]);
  });
});

describe('the connection', () => {
  it('polls every 2 s while the stream is down, and stops once it is back', async () => {
    const h = await started();
    await connected(h);
    h.stream({ type: 'stream.broken' });
    expect(chatConnection(h.actor.getSnapshot())).toBe('reconnecting');
    expect(h.polling).toBe(true);
    h.poll({ type: 'chat.messages', messages: [message({ sender: 'admin', message: 'Hi Sam!' })] });
    expect(h.commandsOf('messages.save').at(-1)!.messages[0]!.message).toBe('Hi Sam!');

    h.stream({ type: 'stream.opened' });
    expect(chatConnection(h.actor.getSnapshot())).toBe('connected');
    expect(h.polling).toBe(false);
  });

  it('falls back to polling when the stream does not open in time', async () => {
    const h = await started({ delays: { streamGrace: 20 } });
    await waitFor(h.actor, (s) => chatConnection(s) === 'reconnecting');
    expect(h.polling).toBe(true);
    expect(h.polls[0]!.session).toEqual({ sessionId: SESSION_ID, token: TOKEN });
  });

  it('forgets a conversation the shop no longer opens for this token and shows the form again', async () => {
    const h = await started();
    await connected(h);
    h.stream({ type: 'stream.refused' });
    await inForm(h);
    expect(h.actor.getSnapshot().context.session).toBeNull();
    expect(h.actor.getSnapshot().context.notice).toBe(SESSION_ENDED);
    expect(h.commandsOf('session.forget')).toEqual([{ type: 'session.forget', sessionId: SESSION_ID }]);
  });
});

describe('a kept conversation', () => {
  it('resumes after a reload: closed, with its unread count, resuming the stream after the last message, and sends what waited', async () => {
    const waiting = { clientMessageId: 'waiting-0001', message: 'typed before the reload', createdAt: '2025-11-01T10:00:00.000Z' };
    const h = startChatMachine({ stored: restored({ pending: [waiting], lastEventId: 7, unread: 2 }) });
    await waitFor(h.actor, (s) => s.matches({ session: { chatting: 'online' } }));
    const { context } = h.actor.getSnapshot();
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(context.unread).toBe(2);
    expect(h.streams[0]).toEqual({ session: { sessionId: SESSION_ID, token: TOKEN }, lastEventId: 7 });

    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.sends).toHaveLength(1);
    expect(h.sends[0]!.pending).toEqual(waiting);
  });

  it('reloaded offline, it waits, then sends the kept message once when the connection returns', async () => {
    const waiting = { clientMessageId: 'waiting-0002', message: 'still offline', createdAt: '2025-11-01T10:00:00.000Z' };
    const h = startChatMachine({ offline: true, stored: restored({ pending: [waiting] }) });
    await waitFor(h.actor, (s) => s.matches({ session: { chatting: 'offline' } }));
    await settle();
    expect(h.sends).toHaveLength(0);
    h.goOnline();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.sends).toHaveLength(1);
  });
});

describe('the link back from the reply mail', () => {
  it('adopts the conversation it names, keeps it on the device and opens the panel', async () => {
    const history = [
      message({ sender: 'customer', message: 'Asked on my laptop' }),
      message({ sender: 'admin', message: 'Answered by mail' }),
    ];
    const h = startChatMachine({ history, input: { visible: true, link: { sessionId: SESSION_ID, token: TOKEN } } });
    await waitFor(h.actor, (s) => s.matches({ session: { chatting: 'online' } }));
    expect(h.actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    expect(h.commandsOf('session.save')[0]!.session).toMatchObject({ sessionId: SESSION_ID, token: TOKEN });
    // The name and address come from the shop, and the conversation so far from its list (no Last-Event-ID yet).
    await waitFor(h.actor, (s) => s.context.session?.customerEmail === 'sam@example.com');
    expect(h.catchUps[0]).toEqual({ session: { sessionId: SESSION_ID, token: TOKEN }, lastEventId: 0 });
    expect(h.commandsOf('messages.save').flatMap((c) => c.messages.map((m) => m.message))).toEqual([
      'Asked on my laptop',
      'Answered by mail',
    ]);
    expect(h.actor.getSnapshot().context.unread, 'the panel is open: nothing is unread').toBe(0);
    expect(h.actor.getSnapshot().context.link).toBeNull();
  });

  it('only opens the panel when it names the conversation already here (a notification has no token)', async () => {
    const h = startChatMachine({ stored: restored(), input: { visible: true, link: { sessionId: SESSION_ID } } });
    await waitFor(h.actor, (s) => s.matches({ session: 'chatting' }) && s.matches({ panel: 'open' }));
    expect(h.commandsOf('session.save')).toHaveLength(0);
  });

  it('replaces the conversation on the device with the one a later link names', async () => {
    const h = startChatMachine({ stored: restored() });
    await waitFor(h.actor, (s) => s.matches({ session: 'chatting' }));
    const other = 'b'.repeat(32);
    h.actor.send({ type: 'link.adopt', link: { sessionId: other, token: 'other-token' } });
    await waitFor(h.actor, (s) => s.context.session?.sessionId === other);
    expect(h.actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    expect(h.streams.at(-1)!.session).toEqual({ sessionId: other, token: 'other-token' });
    h.actor.send({ type: 'link.adopt', link: { sessionId: 'c'.repeat(32) } });
    expect(h.actor.getSnapshot().context.session?.sessionId, 'a link without a token cannot take over').toBe(other);
  });
});
