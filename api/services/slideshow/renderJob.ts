// The slideshow's render job, in the render lane beside the promo videos (one render at a time): takes the render
// asked for last, reads the song, the lyrics and the photos, renders both videos and stores them with the
// slideshow's `ready` and the buyer's mail in one step. A render an newer one replaced stores nothing; one that
// cannot finish marks the slideshow failed with the reason for the admin; one cut short by the server stopping
// runs again at the next start. Renders are claimed by their generation, so one never runs twice at once.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { findDeliverable } from '../../db/deliveries';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { claimRender, completeRender, failRender, findSlideshow, listPhotos, videoFilesOf } from '../../db/slideshows';
import type { Clock } from '../clock';
import type { Storage } from '../storage';
import { CAPTION_DOCUMENT_MAX_BYTES, captionTextOf, givesCaptions } from './captionText';
import { safeFileStem } from '../uploads/fileNames';
import { VideoFailure } from '../video/failure';
import { RenderError } from '../video/render';
import { posterOf, renderSlideshow } from '../video/slideshow';

export const SLIDESHOW_READY_JOB = 'slideshow.ready-mail';

/** A newer render was asked for (or the order is gone) meanwhile: this one stores nothing. */
class Superseded extends Error {}

export interface SlideshowRendererDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** Where work files go (DATA_DIR/incoming: on disk storage the finished videos are moved, not copied). */
  workDir: string;
  ffmpeg: string;
  /** The shop's profile now: its name is the video's mark. */
  shop: () => Promise<ShopProfile>;
  log: (line: string) => void;
}

/** A local copy ffmpeg can read of a stored file. */
async function localCopy(storage: Storage, mediaId: string | null, missing: string, work: string): Promise<string> {
  const file = mediaId ? await storage.find(mediaId) : undefined;
  if (!file) throw new VideoFailure(missing);
  return storage.localFile(file.row, work);
}

async function renderOne(deps: SlideshowRendererDeps, orderId: string, generation: number, work: string, signal: AbortSignal) {
  const { db, storage } = deps;
  const order = await findDeliverable(db, 'orders', { id: orderId });
  if (!order) throw new Superseded();
  const songFile = await localCopy(storage, order.song_media_id, 'The song file is missing: send the song again.', work);
  const lyricsFile = givesCaptions(order.lyrics_type) && order.lyrics_media_id ? await storage.find(order.lyrics_media_id) : undefined;
  const lyrics = lyricsFile
    ? await captionTextOf(
        order.lyrics_type ?? lyricsFile.row.content_type,
        await storage.readSmall(lyricsFile.row, CAPTION_DOCUMENT_MAX_BYTES).catch(() => null),
      )
    : null;
  const photos = [];
  for (const photo of await listPhotos(db, orderId)) photos.push(await localCopy(storage, photo.media_id, 'A photo is missing.', work));
  const out = { landscape: path.join(work, 'landscape.mp4'), portrait: path.join(work, 'portrait.mp4') };
  await renderSlideshow(
    {
      songFile,
      photos,
      lyrics,
      recipientName: order.recipient_name,
      occasion: order.occasion,
      fromName: order.customer_name,
      shopName: (await deps.shop()).name,
    },
    out,
    { signal, ffmpeg: deps.ffmpeg },
  );
  const stem = safeFileStem(`Slideshow for ${order.recipient_name}`, 'Slideshow');
  const poster = (video: string) => ({ tempPath: posterOf(video), contentType: 'image/jpeg', ext: 'jpg', downloadName: null });
  const files = [
    { tempPath: out.landscape, contentType: 'video/mp4', ext: 'mp4', downloadName: `${stem}.mp4` },
    { tempPath: out.portrait, contentType: 'video/mp4', ext: 'mp4', downloadName: `${stem} (stories).mp4` },
    poster(out.landscape),
    poster(out.portrait),
  ];
  const replaced = await deps.storage.keep(files, async (trx, [landscape, portrait, landscapePoster, portraitPoster]) => {
    const before = await findSlideshow(trx, orderId);
    const at = deps.clock.now().toISOString();
    const made = {
      landscapeMediaId: landscape!.id,
      portraitMediaId: portrait!.id,
      landscapePosterId: landscapePoster!.id,
      portraitPosterId: portraitPoster!.id,
      now: at,
    };
    if (!(await completeRender(trx, orderId, generation, made))) throw new Superseded();
    await insertJob(trx, {
      kind: SLIDESHOW_READY_JOB,
      payload: JSON.stringify({ orderId, generation }),
      runAt: at,
      uniqueKey: `slideshow-ready:${orderId}:${generation}`,
      now: at,
    });
    return storage.forget(trx, before ? videoFilesOf(before) : []);
  });
  await storage.unlink(replaced);
}

export function createSlideshowRenderer(deps: SlideshowRendererDeps) {
  const { db, clock, log } = deps;
  let current: { orderId: string; generation: number; controller: AbortController } | undefined;
  const now = () => clock.now().toISOString();

  return {
    /** The job handler: renders one generation of one order's slideshow. */
    async render(payload: unknown): Promise<void> {
      const { orderId, generation } = payload as { orderId: string; generation: number };
      if (!(await claimRender(db, orderId, generation, now()))) return;
      const controller = new AbortController();
      current = { orderId, generation, controller };
      const work = path.join(deps.workDir, `slideshow-${orderId}`);
      try {
        await fs.rm(work, { recursive: true, force: true });
        await fs.mkdir(work, { recursive: true });
        await renderOne(deps, orderId, generation, work, controller.signal);
      } catch (err) {
        if (err instanceof Superseded || controller.signal.reason === 'superseded') return;
        // Stopping the server: the job stays, and the slideshow renders again at the next start.
        if (controller.signal.reason === 'stopping') throw err;
        const reason =
          err instanceof VideoFailure || err instanceof RenderError
            ? err.message
            : `The slideshow could not be made: ${err instanceof Error ? err.message : String(err)}`;
        log(`slideshow of order ${orderId} failed: ${reason}`);
        await failRender(db, orderId, generation, { error: reason, now: now() });
      } finally {
        current = undefined;
        await fs.rm(work, { recursive: true, force: true });
      }
    },

    /** Render `generation` was asked for (Infinity: the order is gone): an older one under way for the order stops. */
    cancel(orderId: string, generation: number) {
      if (current?.orderId === orderId && current.generation < generation) current.controller.abort('superseded');
    },

    /** The server is stopping: the render under way ends now and runs again at the next start. */
    stop() {
      current?.controller.abort('stopping');
    },
  };
}

export type SlideshowRenderer = ReturnType<typeof createSlideshowRenderer>;
