// The query keys of a private page's answers (shared/privatePages.ts), and the song query's data: the app's queries
// use them (app/features/order, app/features/song), and the server writes a page it renders for its visitor with
// its answers under the same keys (api/services/pages/privatePages.ts), so the browser starts from them.
import * as publicEndpoints from './api/publicEndpoints';
import type { SongView } from './admin-api-types';

export const orderViewKey = (token: string) => [publicEndpoints.orderView.path, token] as const;
export const orderReviewKey = (token: string) => [publicEndpoints.orderReview.path, token] as const;
export const songKey = (token: string) => [publicEndpoints.song.path, token] as const;

/** The song query's data: the view, and where it came from. */
export interface LoadedSong {
  view: SongView;
  /**
   * 'network' fetched by the browser; 'device' the saved copy, shown when the network failed; 'page' in the page the
   * server rendered for this visit (kept on the device once the page is drawn, as a fetched one is).
   */
  source: 'network' | 'device' | 'page';
}
