// The photo slideshow video as Kysely sees it: an order's photos and the slideshow's state and videos.
import type { Generated, Selectable } from 'kysely';

/** A buyer's photo: stored upright as JPEG (EXIF orientation applied, metadata gone) beside a square thumbnail. */
export interface OrderPhotosTable {
  id: string;
  order_id: string;
  media_id: string;
  thumb_media_id: string;
  /** The buyer's order, 0-based. */
  position: number;
  width: number;
  height: number;
  created_at: string;
}

/**
 * One per order that bought the slideshow, made with its first photo or its first render. `status`: `waiting`
 * (photos may change), `pending` (a render is queued), `rendering`, `ready`, `failed`. `generation` names the
 * render asked for last: a render of an older one stores nothing.
 */
export interface OrderSlideshowsTable {
  order_id: string;
  status: Generated<string>;
  generation: Generated<number>;
  landscape_media_id: string | null;
  portrait_media_id: string | null;
  /** Each video's poster (its title card), shown by the player before it plays. */
  landscape_poster_media_id: string | null;
  portrait_poster_media_id: string | null;
  error: string | null;
  requested_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

export type OrderPhotoRow = Selectable<OrderPhotosTable>;
export type OrderSlideshowRow = Selectable<OrderSlideshowsTable>;
