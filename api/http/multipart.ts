// Multipart uploads for one route: multer streams each file to DATA_DIR/incoming under a random name and
// stops a file the moment it passes the limit (multer deletes the partial file). Whatever the route
// does not move into storage is deleted when the request ends, so a rejected upload leaves nothing.
import fs from 'node:fs';
import multer from '@koa/multer';
import type { Context, Middleware } from 'koa';
import { HttpError, badRequest } from './errors';
import type { UploadedFile } from '../services/uploads/uploadedFile';

export type { UploadedFile };

export interface MultipartOptions {
  incomingDir: string;
  /** The file fields the route takes, one file each (or up to `maxCount`). */
  files: readonly string[];
  /** Files each field may bring (1 unless said); more is refused with `tooMany`. */
  maxCount?: number;
  tooMany?: string;
  maxFileBytes: number;
  /** The 413 message for a file over the limit. */
  tooLarge: string;
}

const UNREADABLE = 'The upload could not be read. Please try again.';

function describeFailure(err: unknown, options: MultipartOptions): HttpError | undefined {
  const e = err as { name?: string; code?: string; field?: string };
  if (e?.name === 'MulterError') {
    if (e.code === 'LIMIT_FILE_SIZE') return new HttpError(413, options.tooLarge);
    const known = e.field !== undefined && options.files.includes(e.field);
    if (options.tooMany && (e.code === 'LIMIT_FILE_COUNT' || (e.code === 'LIMIT_UNEXPECTED_FILE' && known)))
      return badRequest(options.tooMany, e.field ?? options.files[0]);
    if (e.code === 'LIMIT_UNEXPECTED_FILE') return badRequest(`Unexpected file field: ${e.field ?? ''}`.trim());
    if (e.code === 'LIMIT_FIELD_VALUE') return new HttpError(413, `The field ${e.field ?? ''} is too long`.replace('  ', ' '));
    return badRequest(UNREADABLE);
  }
  // A file system failure (no space, permissions) is ours: a 500. Anything else is a malformed body.
  if (typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code)) return undefined;
  return badRequest(UNREADABLE);
}

export function multipart(options: MultipartOptions): Middleware {
  fs.mkdirSync(options.incomingDir, { recursive: true });
  const maxCount = options.maxCount ?? 1;
  const upload = multer({
    storage: multer.diskStorage({ destination: options.incomingDir }),
    limits: {
      fileSize: options.maxFileBytes,
      files: options.files.length * maxCount,
      fields: 20,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: options.files.length * maxCount + 20,
    },
  }).fields(options.files.map((name) => ({ name, maxCount })));

  return async function readMultipart(ctx: Context, next) {
    try {
      await upload(ctx, async () => undefined);
    } catch (err) {
      // A write stream's error names no file: the log of a full disk should say which one.
      if (err instanceof Error && !('path' in err)) Object.assign(err, { path: options.incomingDir });
      throw describeFailure(err, options) ?? err;
    }
    try {
      await next();
    } finally {
      // Files the route stored were moved away; any other is removed (forced: a moved file is no error).
      await Promise.all(
        Object.values(uploadsOf(ctx))
          .flat()
          .map((file) => fs.promises.rm(file.path, { force: true })),
      );
    }
  };
}

function uploadsOf(ctx: Context): Record<string, multer.File[]> {
  const files = ctx.request.files;
  return files && !Array.isArray(files) ? files : {};
}

/** The file sent in this field, if any (a file part with no name or no bytes counts as none). */
export function uploadedFile(ctx: Context, field: string): UploadedFile | undefined {
  const file = uploadsOf(ctx)[field]?.[0];
  if (!file || file.size === 0) return undefined;
  return { tempPath: file.path, clientName: file.originalname, size: file.size };
}

/** Every file sent in this field (file parts with no bytes left out). */
export function uploadedFiles(ctx: Context, field: string): UploadedFile[] {
  return (uploadsOf(ctx)[field] ?? [])
    .filter((file) => file.size > 0)
    .map((file) => ({ tempPath: file.path, clientName: file.originalname, size: file.size }));
}

/** The text fields of a multipart (or JSON) body, for a shared schema to parse. */
export function formFields(ctx: Context): Record<string, unknown> {
  const body: unknown = (ctx.request as { body?: unknown }).body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
}
