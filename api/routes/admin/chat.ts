// The admin's Live Chat (spec §7 admin calls): sessions, a session's messages, replies, read and typing
// signals, and the live stream of every session's events.
import type Router from '@koa/router';
import { z } from 'zod';
import { chatSendSchema, type AdminChatSession, type ChatMessage } from '../../../shared/schemas/chat';
import { parseJson } from '../../http/body';
import { KEEPALIVE_MS, lastEventId, openSse } from '../../http/sse';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

const adminSendSchema = chatSendSchema.omit({ sender: true, token: true });
const typingSchema = z.strictObject({ sessionId: chatSendSchema.shape.sessionId });

export function adminChatRoutes(
  router: Router,
  services: Services,
  options: { keepaliveMs: number } = { keepaliveMs: KEEPALIVE_MS },
): void {
  const { chat } = services;

  router.get('/api/admin/chat/sessions', async (ctx) => {
    ctx.body = (await chat.adminSessions()) satisfies AdminChatSession[];
  });

  router.get('/api/admin/chat/messages/:sessionId', async (ctx) => {
    const session = await chat.session(ctx.params.sessionId!);
    ctx.body = (await chat.messages(session.id)) satisfies ChatMessage[];
  });

  router.post('/api/admin/chat/send', async (ctx) => {
    const input = parseJson(ctx, adminSendSchema);
    const sent = await chat.sendAsAdmin(input.sessionId, input.message, input.clientMessageId);
    ctx.status = sent.created ? 201 : 200;
    ctx.body = sent.message satisfies ChatMessage;
  });

  router.post('/api/admin/chat/sessions/:sessionId/read', async (ctx) => {
    ctx.body = (await chat.adminRead(ctx.params.sessionId!)) satisfies AdminChatSession;
  });

  router.post('/api/admin/chat/typing', async (ctx) => {
    const { sessionId } = parseJson(ctx, typingSchema);
    await chat.session(sessionId);
    await chat.typing(sessionId, 'admin');
    ctx.status = 204;
  });

  router.get('/api/admin/chat/stream', async (ctx) => {
    const stream = openSse(ctx, { keepaliveMs: options.keepaliveMs });
    // The stream lives no longer than its session: signed out, expired or ended by a new password, it closes
    // (the page's reconnect is then answered 401).
    stream.onClose(services.adminAuth.watch(signedInAdmin(ctx), () => stream.close(), options.keepaliveMs));
    const stop = await services.chatStreams.followAdmin(lastEventId(ctx), stream.write);
    stream.onClose(stop);
  });
}
