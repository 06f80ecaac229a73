// The buyer's photos on the order page, while the video is not asked for yet: added (all of a request or none,
// each judged and prepared before any is stored), removed with their files, put in order, and their thumbnails.
import { SLIDESHOW_LIMITS, SLIDESHOW_MESSAGES, type OrderSlideshow } from '../../../shared/schemas/slideshow';
import { deletePhoto, ensureSlideshow, findPhoto, insertPhotos, listPhotos, setPhotoPositions } from '../../db/slideshows';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../ids';
import { invalid, notFound } from '../errors';
import type { StoredFile } from '../storage';
import type { UploadedFile } from '../uploads/uploadedFile';
import { preparePhoto, removePrepared, type PreparedPhoto } from './photoFiles';
import { assertEditable, byToken, orderOf, view, type SlideshowDeps, type SlideshowOrder } from './rules';

/** Stores prepared photos after the order's last, checking again (in the transaction) that they may be added. */
async function keepPhotos({ clock, storage }: SlideshowDeps, order: SlideshowOrder, prepared: PreparedPhoto[]): Promise<void> {
  const files = prepared.flatMap((p) => [
    { tempPath: p.photo, contentType: 'image/jpeg', ext: 'jpg', downloadName: 'Photo.jpg' },
    { tempPath: p.thumb, contentType: 'image/jpeg', ext: 'jpg', downloadName: null },
  ]);
  await storage.keep(files, async (trx, rows) => {
    const current = await orderOf(trx, order.id);
    if (!current) throw notFound(SLIDESHOW_MESSAGES.orderNotFound);
    await assertEditable(trx, current);
    const existing = await listPhotos(trx, order.id);
    if (existing.length + prepared.length > SLIDESHOW_LIMITS.maxPhotos) throw invalid(SLIDESHOW_MESSAGES.tooMany(existing.length), 'photo');
    const at = clock.now().toISOString();
    await ensureSlideshow(trx, order.id, at);
    const first = existing.length ? Math.max(...existing.map((p) => p.position)) + 1 : 0;
    await insertPhotos(
      trx,
      prepared.map((p, i) => ({
        id: newId(),
        order_id: order.id,
        media_id: rows[2 * i]!.id,
        thumb_media_id: rows[2 * i + 1]!.id,
        position: first + i,
        width: p.width,
        height: p.height,
        created_at: at,
      })),
    );
  });
}

export function createPhotoEdits(deps: SlideshowDeps) {
  const { db, storage } = deps;

  return {
    /** Before an upload's bytes are read: an unknown order, or one whose photos may not change, is refused at once. */
    async assertUploadable(token: string): Promise<void> {
      const { order } = await byToken(db, token);
      await assertEditable(db, order);
    },

    /** Adds the photos, all or none: each judged and prepared first, then stored together with their rows. */
    async upload(token: string, uploads: UploadedFile[]): Promise<OrderSlideshow> {
      const { order } = await byToken(db, token);
      await assertEditable(db, order);
      if (!uploads.length) throw invalid(SLIDESHOW_MESSAGES.fileMissing, 'photo');
      const have = (await listPhotos(db, order.id)).length;
      if (have + uploads.length > SLIDESHOW_LIMITS.maxPhotos) throw invalid(SLIDESHOW_MESSAGES.tooMany(have), 'photo');
      const prepared: PreparedPhoto[] = [];
      try {
        // One at a time: a phone's photos are decoded one by one, not twenty at once.
        for (const upload of uploads) prepared.push(await preparePhoto(upload, deps.workDir));
        await keepPhotos(deps, order, prepared);
      } finally {
        // Moved into storage when kept; removed otherwise (forced: a moved file is no error).
        await removePrepared(prepared);
      }
      return view(db, order, token);
    },

    async remove(token: string, photoId: string): Promise<OrderSlideshow> {
      const { order } = await byToken(db, token);
      const forgotten = await inTransaction(db, async (trx) => {
        await assertEditable(trx, order);
        const photo = photoId.length <= 64 ? await findPhoto(trx, order.id, photoId) : undefined;
        if (!photo) throw notFound(SLIDESHOW_MESSAGES.photoNotFound);
        await deletePhoto(trx, order.id, photo.id);
        return storage.forget(trx, [photo.media_id, photo.thumb_media_id]);
      });
      await storage.unlink(forgotten);
      return view(db, order, token);
    },

    async reorder(token: string, ids: readonly string[]): Promise<OrderSlideshow> {
      const { order } = await byToken(db, token);
      await inTransaction(db, async (trx) => {
        await assertEditable(trx, order);
        const photos = await listPhotos(trx, order.id);
        const known = new Set(photos.map((p) => p.id));
        if (ids.length !== photos.length || !ids.every((id) => known.has(id))) throw invalid(SLIDESHOW_MESSAGES.orderMismatch, 'ids');
        await setPhotoPositions(trx, order.id, ids);
      });
      return view(db, order, token);
    },

    /** A photo's thumbnail, through the order it belongs to. */
    async thumbnail(token: string, photoId: string): Promise<StoredFile> {
      const { order } = await byToken(db, token);
      const photo = photoId.length <= 64 ? await findPhoto(db, order.id, photoId) : undefined;
      const file = photo && (await storage.find(photo.thumb_media_id));
      if (!file) throw notFound(SLIDESHOW_MESSAGES.photoNotFound);
      return file;
    },
  };
}
