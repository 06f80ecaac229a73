// The chat widget's machine without a DOM: the start form's rules, starting (and failing to), sending, and
// Support's side (unread count, sound, typing both ways, Seen, the email notice, presence).
import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../../shared/schemas/chat';
import { canStartChat, chatConnection, OFFLINE_START } from './chatMachine';
import {
  connected,
  fillForm,
  inForm,
  message,
  networkDown,
  refusal,
  sendDraft,
  SESSION_ID,
  settle,
  startChatMachine,
  started,
  TOKEN,
  typeDraft,
} from './chatMachine.fakes';

describe('the start form', () => {
  it('keeps Start Chat disabled until name, email and first message are filled; the phone is optional', async () => {
    const h = startChatMachine();
    await inForm(h);
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(canStartChat(h.actor.getSnapshot())).toBe(false);

    h.actor.send({ type: 'field.changed', field: 'customerName', value: 'Sam' });
    h.actor.send({ type: 'field.changed', field: 'customerEmail', value: 'sam@example.com' });
    h.actor.send({ type: 'field.changed', field: 'initialMessage', value: '   ' });
    expect(canStartChat(h.actor.getSnapshot()), 'spaces are not a message').toBe(false);
    h.actor.send({ type: 'form.submit' });
    await settle();
    expect(h.starts).toHaveLength(0);

    h.actor.send({ type: 'field.changed', field: 'initialMessage', value: 'Hello' });
    expect(canStartChat(h.actor.getSnapshot())).toBe(true);
  });

  it('checks the email with the shared schema before sending anything, and clears the error when the field changes', async () => {
    const h = startChatMachine();
    await inForm(h);
    fillForm(h, { email: 'sam@' });
    h.actor.send({ type: 'form.submit' });
    await settle();
    expect(h.starts).toHaveLength(0);
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual({ customerEmail: CHAT_MESSAGES.emailInvalid });
    h.actor.send({ type: 'field.changed', field: 'customerEmail', value: 'sam@example.com' });
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('disables Start Chat while sending, then is Connected with the session kept and the first message stored', async () => {
    let answer!: () => void;
    const h = startChatMachine({
      start: (body) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              sessionId: SESSION_ID,
              token: TOKEN,
              message: message({ sender: 'customer', message: body.initialMessage, clientMessageId: body.clientMessageId ?? null }),
            });
        }),
    });
    await inForm(h);
    fillForm(h, { name: '  Sam Rivera ', phone: '' });
    h.actor.send({ type: 'form.submit' });
    await waitFor(h.actor, (s) => s.matches({ session: 'starting' }));
    expect(canStartChat(h.actor.getSnapshot())).toBe(false);
    expect(h.starts[0]).toMatchObject({
      customerName: 'Sam Rivera',
      customerEmail: 'sam@example.com',
      initialMessage: 'Can the song mention our dog?',
    });
    expect(h.starts[0]).not.toHaveProperty('customerPhone');
    expect(h.starts[0]!.clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    answer();
    await connected(h);
    expect(chatConnection(h.actor.getSnapshot())).toBe('connected');
    const { context } = h.actor.getSnapshot();
    expect(context.session).toEqual({ sessionId: SESSION_ID, token: TOKEN, customerName: 'Sam Rivera', customerEmail: 'sam@example.com' });
    expect(context.form.initialMessage).toBe('');
    expect(h.commandsOf('session.save')[0]!.session).toMatchObject({
      sessionId: SESSION_ID,
      token: TOKEN,
      customerEmail: 'sam@example.com',
    });
    expect(h.commandsOf('messages.save')[0]!.messages[0]!.message).toBe('Can the song mention our dog?');
  });

  it.each([
    [400, CHAT_MESSAGES.emailInvalid],
    [429, CHAT_MESSAGES.tooManySessions],
  ])('stays on the form with the shop’s message when the start is refused (%i)', async (status, text) => {
    const h = startChatMachine({ start: async () => Promise.reject(refusal(status, text)) });
    await inForm(h);
    fillForm(h);
    h.actor.send({ type: 'form.submit' });
    await waitFor(h.actor, (s) => s.matches({ session: { form: 'editing' } }) && s.context.notice !== null);
    expect(h.actor.getSnapshot().context.notice).toBe(text);
    expect(h.actor.getSnapshot().context.form.customerName).toBe('Sam Rivera');
    expect(canStartChat(h.actor.getSnapshot()), 'the customer may try again').toBe(true);
  });

  it('without a connection, waits and starts the chat once the connection returns', async () => {
    const h = startChatMachine({ offline: true });
    await inForm(h);
    fillForm(h);
    h.actor.send({ type: 'form.submit' });
    expect(h.actor.getSnapshot().matches({ session: { form: 'waiting' } })).toBe(true);
    expect(h.actor.getSnapshot().context.notice).toBe(OFFLINE_START);
    expect(h.starts).toHaveLength(0);

    h.goOnline();
    await waitFor(h.actor, (s) => s.matches({ session: 'chatting' }));
    expect(h.starts).toHaveLength(1);
    expect(h.actor.getSnapshot().context.notice).toBeNull();
  });

  it('a start whose answer never came (network) waits for the connection too', async () => {
    let calls = 0;
    const h = startChatMachine({
      start: async (body) => {
        calls += 1;
        if (calls === 1) throw networkDown();
        return { sessionId: SESSION_ID, token: TOKEN, message: message({ sender: 'customer', message: body.initialMessage }) };
      },
    });
    await inForm(h);
    fillForm(h);
    h.actor.send({ type: 'form.submit' });
    await waitFor(h.actor, (s) => s.matches({ session: { form: 'waiting' } }));
    h.goOnline();
    await waitFor(h.actor, (s) => s.matches({ session: 'chatting' }));
    expect(calls).toBe(2);
    // Both attempts carry one first-message id: the shop answers a retried start with the chat it made.
    expect(h.starts[1]!.clientMessageId).toBe(h.starts[0]!.clientMessageId);
  });
});

describe('sending', () => {
  it('sends the typed message, clears the input, keeps it as "sending" first and stores the shop’s copy', async () => {
    const h = await started();
    await connected(h);
    sendDraft(h, '  Is Friday too late?  ');
    expect(h.actor.getSnapshot().context.draft).toBe('');
    const kept = h.commandsOf('message.keep');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.pending.message).toBe('Is Friday too late?');

    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.sends).toHaveLength(1);
    expect(h.sends[0]!.pending.clientMessageId).toBe(kept[0]!.pending.clientMessageId);
    const stored = h.commandsOf('messages.save').at(-1)!.messages[0]!;
    expect(stored).toMatchObject({ message: 'Is Friday too late?', clientMessageId: kept[0]!.pending.clientMessageId });
  });

  it('ignores a blank message and refuses one over 2,000 characters with the shared message', async () => {
    const h = await started();
    await connected(h);
    sendDraft(h, '   \n ');
    sendDraft(h, 'x'.repeat(2001));
    await settle();
    expect(h.commandsOf('message.keep')).toHaveLength(0);
    expect(h.actor.getSnapshot().context.notice).toBe(CHAT_MESSAGES.messageTooLong);
    expect(h.actor.getSnapshot().context.draft).toHaveLength(2001);
  });

  it('waits the Retry-After of a 429 and sends again; a refused message stays as not sent and the next one goes', async () => {
    const h = await started({ sendFailures: [refusal(429, CHAT_MESSAGES.tooManyMessages, 30), refusal(400, CHAT_MESSAGES.messageBlank)] });
    await connected(h);
    sendDraft(h, 'first');
    await waitFor(h.actor, (s) => s.matches({ outbox: 'resting' }));
    expect(h.actor.getSnapshot().context.notice).toBe(CHAT_MESSAGES.tooManyMessages);
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.commandsOf('message.failed')).toEqual([{ type: 'message.failed', clientMessageId: h.sends[0]!.pending.clientMessageId }]);
    sendDraft(h, 'second');
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.shopMessages.size).toBe(1);
    expect([...h.shopMessages.values()][0]!.message).toBe('second');
  });
});

describe('Support’s side', () => {
  it('counts replies that arrive while the panel is closed, plays a sound when the tab is hidden, and clears on open', async () => {
    const h = await started();
    await connected(h);
    h.actor.send({ type: 'panel.close' });
    h.stream({ type: 'chat.messages', messages: [message({ sender: 'admin', message: 'Hello!' })] });
    expect(h.actor.getSnapshot().context.unread).toBe(1);
    expect(h.sounds, 'the tab is visible: no sound').toHaveLength(0);

    h.actor.send({ type: 'page.hidden' });
    const reply = message({ sender: 'admin', message: 'Are you there?' });
    h.stream({ type: 'chat.messages', messages: [reply] });
    h.stream({ type: 'chat.messages', messages: [reply] });
    expect(h.actor.getSnapshot().context.unread, 'a replayed message is not news').toBe(2);
    expect(h.sounds).toHaveLength(1);

    h.actor.send({ type: 'page.visible' });
    h.actor.send({ type: 'panel.open' });
    expect(h.actor.getSnapshot().context.unread).toBe(0);
    expect(h.commandsOf('messages.seen').at(-1)).toEqual({ type: 'messages.seen', sessionId: SESSION_ID, upTo: reply.id });
  });

  it('shows Support typing until a reply comes or the signals stop, and keeps Seen and the email notice', async () => {
    const h = await started({ delays: { supportTypingTimeout: 30 } });
    await connected(h);
    h.stream({ type: 'chat.typing' });
    expect(h.actor.getSnapshot().matches({ supportTyping: 'typing' })).toBe(true);
    h.stream({ type: 'chat.messages', messages: [message({ sender: 'admin', message: 'Sure!' })] });
    expect(h.actor.getSnapshot().matches({ supportTyping: 'idle' })).toBe(true);
    h.stream({ type: 'chat.typing' });
    await waitFor(h.actor, (s) => s.matches({ supportTyping: 'idle' }));

    h.stream({ type: 'chat.read', upTo: 42 });
    h.stream({ type: 'chat.notice', emailFallbackAt: '2025-11-01T10:10:00.000Z' });
    const { context } = h.actor.getSnapshot();
    expect(context.adminReadUpTo).toBe(42);
    expect(context.emailFallbackAt).toBe('2025-11-01T10:10:00.000Z');
    expect(h.commandsOf('session.update').map((c) => c.changes)).toEqual(
      expect.arrayContaining([{ adminReadUpTo: 42 }, { emailFallbackAt: '2025-11-01T10:10:00.000Z' }]),
    );
  });

  it('tells the shop the customer is typing at most once every 3 s', async () => {
    const h = await started({ delays: { typingThrottle: 40 } });
    await connected(h);
    typeDraft(h, 'H');
    typeDraft(h, 'He');
    typeDraft(h, 'Hel');
    expect(h.typingSignals).toHaveLength(1);
    await waitFor(h.actor, (s) => s.matches({ typing: 'quiet' }));
    typeDraft(h, 'Hell');
    expect(h.typingSignals).toHaveLength(2);
  });

  it('is present while the panel is open in a visible tab, and says so when it closes or the tab hides', async () => {
    const h = await started();
    await connected(h);
    expect(h.presence).toEqual([{ sessionId: SESSION_ID, open: true }]);
    h.actor.send({ type: 'page.hidden' });
    expect(h.presence.at(-1)).toEqual({ sessionId: SESSION_ID, open: false });
    h.actor.send({ type: 'page.visible' });
    h.actor.send({ type: 'panel.close' });
    expect(h.presence.map((p) => p.open)).toEqual([true, false, true, false]);
  });
});
