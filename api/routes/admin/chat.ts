// The admin's Live Chat (spec §7 admin calls): sessions, a session's messages, replies, read and typing
// signals, and the live stream of every session's events.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on, SENT } from '../../http/endpoint';
import { KEEPALIVE_MS, lastEventId, openSse } from '../../http/sse';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export function adminChatRoutes(
  router: Router,
  services: Pick<Services, 'chat' | 'chatStreams' | 'adminAuth'>,
  options: { keepaliveMs: number } = { keepaliveMs: KEEPALIVE_MS },
): void {
  const { chat } = services;

  on(router, endpoints.adminChatSessions).handle(async () => chat.adminSessions());

  on(router, endpoints.adminChatMessages).handle(async (_ctx, { params }) => {
    const session = await chat.session(params.sessionId);
    return chat.messages(session.id);
  });

  on(router, endpoints.adminChatSend).handle(async (ctx, { body }) => {
    const sent = await chat.sendAsAdmin(body.sessionId, body.message, body.clientMessageId);
    ctx.status = sent.created ? 201 : 200;
    return sent.message;
  });

  on(router, endpoints.adminChatRead).handle(async (_ctx, { params }) => chat.adminRead(params.sessionId));

  on(router, endpoints.adminChatTyping).handle(async (ctx, { body }) => {
    await chat.session(body.sessionId);
    await chat.typing(body.sessionId, 'admin');
    ctx.status = 204;
  });

  on(router, endpoints.adminChatStream).handle(async (ctx) => {
    const stream = openSse(ctx, { keepaliveMs: options.keepaliveMs });
    // The stream lives no longer than its session: signed out, expired or ended by a new password, it closes
    // (the page's reconnect is then answered 401).
    stream.onClose(services.adminAuth.watch(signedInAdmin(ctx), () => stream.close(), options.keepaliveMs));
    const stop = await services.chatStreams.followAdmin(lastEventId(ctx), stream.write);
    stream.onClose(stop);
    return SENT;
  });
}
