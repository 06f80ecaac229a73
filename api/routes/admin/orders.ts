// The admin's paid orders: list, status change, delete, refund, and send-completed (multipart songFile, lyricsFile,
// message, adminNotes, status).
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import type { AdminOrder } from '../../../shared/admin-api-types';
import { endpoints } from '../../../shared/api/endpoints';
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { on } from '../../http/endpoint';
import { multipart, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export const SONG_FILES = ['songFile', 'lyricsFile'] as const;
/** An order's send may also carry the instrumental version it bought. */
const ORDER_SONG_FILES = [...SONG_FILES, 'instrumentalFile'] as const;

export function songUploads(services: Pick<Services, 'incomingDir'>, files: readonly string[] = SONG_FILES) {
  return multipart({
    incomingDir: services.incomingDir,
    files,
    maxFileBytes: UPLOAD_LIMIT_BYTES,
    tooLarge: ADMIN_MESSAGES.fileSize,
  });
}

/** Refuses a musician's request about an order not assigned to them, before anything (an upload) is read. */
export function ownWorkOnly(services: Pick<Services, 'assignments'>, table: 'orders' | 'free_song_submissions'): RouterMiddleware {
  return async (ctx, next) => {
    await services.assignments.checkMayWorkOn(signedInAdmin(ctx), table, ctx.params.id!);
    return next();
  };
}

export function adminOrderRoutes(router: Router, services: Pick<Services, 'adminOrders' | 'assignments' | 'incomingDir' | 'lyrics'>): void {
  const { adminOrders, assignments } = services;
  const own = ownWorkOnly(services, 'orders');
  /** The order as the signed-in person may see it (a musician: their own, without the customer's e-mail). */
  const shown = async (ctx: Context, order: AdminOrder | Promise<AdminOrder>) =>
    assignments.shownOne(signedInAdmin(ctx), 'orders', await order);

  on(router, endpoints.adminOrders).handle(async (ctx) => assignments.shown(signedInAdmin(ctx), 'orders', await adminOrders.list()));

  on(router, endpoints.adminOrderStatus).handle(own, async (ctx, { params, body }) =>
    shown(ctx, adminOrders.setStatus(params.id, body.status, body.expectedStatus)),
  );

  on(router, endpoints.adminOrderSendCompleted).handle(own, songUploads(services, ORDER_SONG_FILES), async (ctx, { params, body }) =>
    shown(
      ctx,
      adminOrders.sendCompleted(params.id, {
        ...body,
        song: uploadedFile(ctx, 'songFile'),
        lyrics: uploadedFile(ctx, 'lyricsFile'),
        instrumental: uploadedFile(ctx, 'instrumentalFile'),
      }),
    ),
  );

  on(router, endpoints.adminOrderLyricsDraft).handle(own, async (ctx, { params, body }) => {
    await services.lyrics.send(params.id, body.text);
    return shown(ctx, adminOrders.get(params.id));
  });

  on(router, endpoints.adminOrderRefund).handle(async (ctx, { params, body }) => shown(ctx, adminOrders.refund(params.id, body)));

  on(router, endpoints.adminOrderSlideshowRender).handle(own, async (ctx, { params }) =>
    shown(ctx, adminOrders.renderSlideshow(params.id)),
  );

  // Issue 26: who makes it. Owner only (shared/api/adminRoles.ts); accept and hand back, the assigned musician.
  on(router, endpoints.adminOrderAssign).handle(async (ctx, { params, body }) => {
    await assignments.assign('orders', params.id, body.assigneeId, body.expectedAssigneeId);
    return shown(ctx, adminOrders.get(params.id));
  });

  on(router, endpoints.adminOrderAccept).handle(async (ctx, { params }) => {
    await assignments.accept(signedInAdmin(ctx), 'orders', params.id);
    return shown(ctx, adminOrders.get(params.id));
  });

  on(router, endpoints.adminOrderHandBack).handle(async (ctx, { params }) => {
    await assignments.handBack(signedInAdmin(ctx), 'orders', params.id);
    // No longer theirs: nothing of it to show.
    ctx.status = 204;
  });

  on(router, endpoints.adminOrderDelete).handle(async (ctx, { params }) => {
    await adminOrders.remove(params.id);
    ctx.status = 204;
  });
}
