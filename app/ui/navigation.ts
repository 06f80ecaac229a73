// The links of the shared header, its mobile drawer and the footer, defined once.
import type { OfferPage } from '../../shared/offers';

export const NAV_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/sample-songs', label: 'Sample songs' },
] as const;

export const FREE_SONG_LINK = { to: '/free-song', label: 'GET a FREE SONG' } as const;
export const START_SONG_LINK = { to: '/create-song?fresh=true', label: 'Start Your Song' } as const;

/**
 * /create-song as a page's call to action: a fresh draft unless told otherwise, priced by the offer that page shows
 * (DESIGN §3: the price seen is the price paid). Without an offer the wizard's applies.
 */
export function createSongPath(offer?: OfferPage, options: { fresh?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.fresh ?? true) params.set('fresh', 'true');
  if (offer) params.set('offer', offer);
  const query = params.toString();
  return query ? `/create-song?${query}` : '/create-song';
}
