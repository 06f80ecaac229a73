// The customer's chat (spec §7, DESIGN §3): start, send (the admin too, with sender 'admin' and the admin's
// token), messages, the session, typing and presence signals, and the live stream. The customer's token comes
// as `Authorization: Bearer` (or a `token` field/parameter); another session's id or a wrong token is 404/403.
// Start, a customer's send, typing and presence are limited per address (and per chat).
import type Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints } from '../../../shared/api/endpoints';
import { on, SENT } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import { lastEventId, openSse } from '../../http/sse';
import type { Services } from '../../services';
import { AUTH_REQUIRED } from '../../services/admin/auth';
import { mayCall } from '../../../shared/api/adminRoles';
import { roleRefusal } from '../../../shared/schemas/staff';
import { SIGNAL_ADDRESS_LIMIT } from '../../services/chat/chat';

/** The bearer token, else the body's or the query's `token`. */
export function chatToken(ctx: Context, bodyToken?: string): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1];
  if (bearer) return bearer;
  if (bodyToken) return bodyToken;
  return typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
}

export function chatRoutes(router: Router, services: Pick<Services, 'chat' | 'chatStreams' | 'adminAuth' | 'limiter'>): void {
  const { chat } = services;
  const signalLimit = rateLimited(services.limiter, SIGNAL_ADDRESS_LIMIT);

  on(router, endpoints.chatStart).handle(async (ctx, { body }) => {
    const { created, ...started } = await chat.start(body, ctx.ip);
    ctx.status = created ? 201 : 200;
    return started;
  });

  on(router, endpoints.chatSend).handle(async (ctx, { body }) => {
    let sent;
    if (body.sender === 'admin') {
      const admin = await services.adminAuth.authenticate(ctx.get('Authorization') || undefined);
      if (!admin) throw new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' });
      // The same rule as the admin's own chat send (shared/api/adminRoles.ts).
      if (!mayCall(admin.role, 'adminChatSend')) throw new HttpError(403, roleRefusal(admin.role));
      sent = await chat.sendAsAdmin(body.sessionId, body.message, body.clientMessageId);
    } else {
      const session = await chat.authorize(body.sessionId, chatToken(ctx, body.token));
      sent = await chat.sendAsCustomer(session, body.message, body.clientMessageId, ctx.ip);
    }
    ctx.status = sent.created ? 201 : 200;
    return sent.message;
  });

  on(router, endpoints.chatMessages).handle(async (ctx, { query }) => {
    const session = await chat.authorize(query.sessionId ?? '', chatToken(ctx));
    const after = Number(query.after ?? '');
    ctx.set('Cache-Control', 'no-store');
    return chat.messages(session.id, Number.isSafeInteger(after) && after > 0 ? after : 0);
  });

  on(router, endpoints.chatSession).handle(async (ctx, { query }) => {
    const session = await chat.authorize(query.sessionId ?? '', chatToken(ctx));
    ctx.set('Cache-Control', 'no-store');
    return chat.view(session);
  });

  on(router, endpoints.chatTyping).handle(signalLimit, async (ctx, { body }) => {
    const session = await chat.authorize(body.sessionId, chatToken(ctx, body.token));
    await chat.typing(session.id, 'customer');
    ctx.status = 204;
  });

  on(router, endpoints.chatPresence).handle(signalLimit, async (ctx, { body }) => {
    const session = await chat.authorize(body.sessionId, chatToken(ctx, body.token));
    await chat.customerPresence(session.id, body.open ?? true);
    ctx.status = 204;
  });

  on(router, endpoints.chatStream).handle(async (ctx, { query }) => {
    const session = await chat.authorize(query.sessionId ?? '', chatToken(ctx));
    const stream = openSse(ctx);
    const stop = await services.chatStreams.followSession(session.id, lastEventId(ctx), stream.write);
    stream.onClose(stop);
    return SENT;
  });
}
