// The admin's paid orders: list, status change, delete, refund, and send-completed (multipart songFile, lyricsFile,
// message, adminNotes, status).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { on } from '../../http/endpoint';
import { multipart, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';

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

export function adminOrderRoutes(router: Router, services: Pick<Services, 'adminOrders' | 'incomingDir'>): void {
  const { adminOrders } = services;

  on(router, endpoints.adminOrders).handle(async () => adminOrders.list());

  on(router, endpoints.adminOrderStatus).handle(async (_ctx, { params, body }) =>
    adminOrders.setStatus(params.id, body.status, body.expectedStatus),
  );

  on(router, endpoints.adminOrderSendCompleted).handle(songUploads(services, ORDER_SONG_FILES), async (ctx, { params, body }) =>
    adminOrders.sendCompleted(params.id, {
      ...body,
      song: uploadedFile(ctx, 'songFile'),
      lyrics: uploadedFile(ctx, 'lyricsFile'),
      instrumental: uploadedFile(ctx, 'instrumentalFile'),
    }),
  );

  on(router, endpoints.adminOrderRefund).handle(async (_ctx, { params, body }) => adminOrders.refund(params.id, body));

  on(router, endpoints.adminOrderSlideshowRender).handle(async (_ctx, { params }) => adminOrders.renderSlideshow(params.id));

  on(router, endpoints.adminOrderDelete).handle(async (ctx, { params }) => {
    await adminOrders.remove(params.id);
    ctx.status = 204;
  });
}
