// The customer's chat (spec §7, DESIGN §3): start, send (the admin too, with sender 'admin' and the admin's
// token), messages, the session, typing and presence signals, and the live stream. The customer's token comes
// as `Authorization: Bearer` (or a `token` field/parameter); another session's id or a wrong token is 404/403.
// Start, a customer's send, typing and presence are limited per address (and per chat).
import type Router from '@koa/router';
import type { Context } from 'koa';
import { chatSendSchema, chatSignalSchema, chatStartSchema, type ChatMessage, type ChatSessionView, type ChatStarted } from '../../../shared/schemas/chat';
import { parseJson } from '../../http/body';
import { HttpError } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import { lastEventId, openSse } from '../../http/sse';
import type { Services } from '../../services';
import { AUTH_REQUIRED } from '../../services/admin/auth';
import { SIGNAL_ADDRESS_LIMIT } from '../../services/chat/chat';

/** The bearer token, else the body's or the query's `token`. */
export function chatToken(ctx: Context, bodyToken?: string): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1];
  if (bearer) return bearer;
  if (bodyToken) return bodyToken;
  return typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
}

const queryText = (ctx: Context, name: string) => (typeof ctx.query[name] === 'string' ? (ctx.query[name] as string) : '');

export function chatRoutes(router: Router, services: Services): void {
  const { chat } = services;
  const signalLimit = rateLimited(services.limiter, SIGNAL_ADDRESS_LIMIT);

  router.post('/api/chat/start', async (ctx) => {
    const input = parseJson(ctx, chatStartSchema);
    const { created, ...started } = await chat.start(input, ctx.ip);
    ctx.status = created ? 201 : 200;
    ctx.body = started satisfies ChatStarted;
  });

  router.post('/api/chat/send', async (ctx) => {
    const input = parseJson(ctx, chatSendSchema);
    let sent;
    if (input.sender === 'admin') {
      if (!(await services.adminAuth.authenticate(ctx.get('Authorization') || undefined))) throw new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' });
      sent = await chat.sendAsAdmin(input.sessionId, input.message, input.clientMessageId);
    } else {
      const session = await chat.authorize(input.sessionId, chatToken(ctx, input.token));
      sent = await chat.sendAsCustomer(session, input.message, input.clientMessageId, ctx.ip);
    }
    ctx.status = sent.created ? 201 : 200;
    ctx.body = sent.message satisfies ChatMessage;
  });

  router.get('/api/chat/messages', async (ctx) => {
    const session = await chat.authorize(queryText(ctx, 'sessionId'), chatToken(ctx));
    const after = Number(queryText(ctx, 'after'));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await chat.messages(session.id, Number.isSafeInteger(after) && after > 0 ? after : 0)) satisfies ChatMessage[];
  });

  router.get('/api/chat/session', async (ctx) => {
    const session = await chat.authorize(queryText(ctx, 'sessionId'), chatToken(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = chat.view(session) satisfies ChatSessionView;
  });

  router.post('/api/chat/typing', signalLimit, async (ctx) => {
    const input = parseJson(ctx, chatSignalSchema);
    const session = await chat.authorize(input.sessionId, chatToken(ctx, input.token));
    await chat.typing(session.id, 'customer');
    ctx.status = 204;
  });

  router.post('/api/chat/presence', signalLimit, async (ctx) => {
    const input = parseJson(ctx, chatSignalSchema);
    const session = await chat.authorize(input.sessionId, chatToken(ctx, input.token));
    await chat.customerPresence(session.id, input.open ?? true);
    ctx.status = 204;
  });

  router.get('/api/chat/stream', async (ctx) => {
    const session = await chat.authorize(queryText(ctx, 'sessionId'), chatToken(ctx));
    const stream = openSse(ctx);
    const stop = await services.chatStreams.followSession(session.id, lastEventId(ctx), stream.write);
    stream.onClose(stop);
  });
}
