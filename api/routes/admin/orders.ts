// The admin's paid orders: list, status change, delete, and send-completed (multipart songFile, lyricsFile,
// message, adminNotes, status).
import type Router from '@koa/router';
import { z } from 'zod';
import type { AdminOrder } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES, orderStatusSchema, sendCompletedFieldsSchema, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { parseForm, parseJson } from '../../http/body';
import { formFields, multipart, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';
import { SEND_SETS_COMPLETED } from '../../services/admin/orders';

/** The send-completed fields; `status` may only say what a send does. Blank values count as not sent. */
const sendOrderSchema = sendCompletedFieldsSchema.extend({ status: z.enum(['completed'], { error: SEND_SETS_COMPLETED }).optional() });

export const SONG_FILES = ['songFile', 'lyricsFile'] as const;

export function songUploads(services: Services) {
  return multipart({
    incomingDir: services.incomingDir,
    files: SONG_FILES,
    maxFileBytes: UPLOAD_LIMIT_BYTES,
    tooLarge: ADMIN_MESSAGES.fileSize,
  });
}

/** The form's fields without blank status or schedule (a browser form sends every input, filled or not). */
export function withoutBlanks(fields: Record<string, unknown>): Record<string, unknown> {
  for (const key of ['status', 'scheduledSendAt']) if (typeof fields[key] === 'string' && fields[key].trim() === '') delete fields[key];
  return fields;
}

export function adminOrderRoutes(router: Router, services: Services): void {
  const { adminOrders } = services;

  router.get('/api/admin/orders', async (ctx) => {
    ctx.body = (await adminOrders.list()) satisfies AdminOrder[];
  });

  router.patch('/api/admin/orders/:id/status', async (ctx) => {
    const { status, expectedStatus } = parseJson(ctx, orderStatusSchema);
    ctx.body = (await adminOrders.setStatus(ctx.params.id!, status, expectedStatus)) satisfies AdminOrder;
  });

  router.patch('/api/admin/orders/:id/send-completed', songUploads(services), async (ctx) => {
    const fields = parseForm(withoutBlanks(formFields(ctx)), sendOrderSchema);
    ctx.body = (await adminOrders.sendCompleted(ctx.params.id!, {
      ...fields,
      song: uploadedFile(ctx, 'songFile'),
      lyrics: uploadedFile(ctx, 'lyricsFile'),
    })) satisfies AdminOrder;
  });

  router.delete('/api/admin/orders/:id', async (ctx) => {
    await adminOrders.remove(ctx.params.id!);
    ctx.status = 204;
  });
}
