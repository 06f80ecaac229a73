// The photo slideshow video (issue 25, item 3): the limits of the buyer's photos, the words of every refusal, the
// photos' order as the buyer sends it, and what the order page, the song page and the admin read of a slideshow.
import { z } from 'zod';

/** The add-on whose buyers make a slideshow (its id is fixed by the add-ons' migration). */
export const SLIDESHOW_ADD_ON_ID = 'photo-slideshow';

export const SLIDESHOW_LIMITS = {
  minPhotos: 3,
  maxPhotos: 20,
  /** Each photo as sent, judged while it streams in. */
  photoBytes: 15 * 1024 * 1024,
  /** Smaller photos would show as a blur on a 1080p screen. */
  minSide: 200,
} as const;

export const SLIDESHOW_MESSAGES = {
  orderNotFound: 'Order not found',
  notBought: 'This order has no slideshow video: photos are taken only for orders with the Photo slideshow video.',
  notPaid: 'Photos can be added once the order is paid.',
  locked: 'The video is being made from the photos already chosen, so they can no longer be changed.',
  fileMissing: 'Please choose at least one photo.',
  fileType: (name: string) => `“${name}” is not a photo we can use: please choose JPEG, PNG or WebP images.`,
  fileSize: 'Each photo must be 15 MB or smaller.',
  tooSmall: (name: string, width: number, height: number) =>
    `“${name}” is too small (${width} × ${height} pixels): please choose photos at least ${SLIDESHOW_LIMITS.minSide} pixels on each side.`,
  tooMany: (have: number) =>
    `A slideshow takes at most ${SLIDESHOW_LIMITS.maxPhotos} photos: this order has ${have}, so ${Math.max(0, SLIDESHOW_LIMITS.maxPhotos - have)} more fit.`,
  tooManyAtOnce: `A slideshow takes at most ${SLIDESHOW_LIMITS.maxPhotos} photos.`,
  photoNotFound: 'Photo not found',
  orderNotList: 'ids must be the list of every photo’s id',
  orderMismatch: 'ids must name every photo of this order exactly once: reload the page and try again',
  notEnough: (have: number) =>
    `A slideshow needs at least ${SLIDESHOW_LIMITS.minPhotos} photos: add ${SLIDESHOW_LIMITS.minPhotos - have} more.`,
  notDelivered: 'The video is made once the song is delivered.',
  alreadyMaking: 'The video is already being made.',
  tooManyUploads: 'Too many photo uploads from your connection. Please try again later.',
  tooManyChanges: 'Too many photo changes from your connection. Please try again later.',
} as const;

/** PUT /api/orders/{token}/photos/order: every photo's id once, in the order the video shows them. */
export const photoOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: SLIDESHOW_MESSAGES.orderNotList }).max(64, { error: SLIDESHOW_MESSAGES.orderNotList }), {
      error: SLIDESHOW_MESSAGES.orderNotList,
    })
    .max(SLIDESHOW_LIMITS.maxPhotos, { error: SLIDESHOW_MESSAGES.orderMismatch })
    .refine((ids) => new Set(ids).size === ids.length, { error: SLIDESHOW_MESSAGES.orderMismatch }),
});
export type PhotoOrder = z.output<typeof photoOrderSchema>;

/**
 * Where a slideshow is: `waiting` for photos (they may change), `pending` (its render is queued), `rendering`,
 * `ready` (both videos made), `failed` (the admin has the reason and can render it again).
 */
export type SlideshowStatus = 'waiting' | 'pending' | 'rendering' | 'ready' | 'failed';

export interface SlideshowPhoto {
  id: string;
  /** A square thumbnail, through the order's own address (the photo belongs to the order). */
  thumbUrl: string;
  width: number;
  height: number;
}

/** The two videos, served by their id once made (as the delivered song is): a player and a download each. */
export interface SlideshowVideos {
  landscapeUrl: string;
  landscapeDownloadUrl: string;
  portraitUrl: string;
  portraitDownloadUrl: string;
  /** Each one's title card, for the player to show before it plays. */
  landscapePosterUrl: string | null;
  portraitPosterUrl: string | null;
}

/** What the order page reads (GET /api/orders/{token}, `slideshow`, for an order that bought it). */
export interface OrderSlideshow {
  status: SlideshowStatus;
  /** True while photos may be added, removed and reordered (paid, and no render asked for yet). */
  editable: boolean;
  /** True when the buyer may start the video themselves (the song is delivered, enough photos, none asked for). */
  canRender: boolean;
  photos: SlideshowPhoto[];
  minPhotos: number;
  maxPhotos: number;
  videos: SlideshowVideos | null;
}

/** What the song page shows: the videos once made, or that they are being made. */
export interface SongSlideshow {
  status: 'making' | 'ready';
  videos: SlideshowVideos | null;
}

/** What the admin sees of an order's slideshow, and can act on. */
export interface AdminSlideshow {
  status: SlideshowStatus;
  photoCount: number;
  /** Why the last render failed, for the admin. */
  error: string | null;
  /** The render may be asked for (again): enough photos, and none is queued or running. */
  canRender: boolean;
  requestedAt: string | null;
  finishedAt: string | null;
  videos: SlideshowVideos | null;
}
