// Prerendered pages: which routes are rendered to HTML ahead of any visit, and the data written into each page
// so the browser starts from exactly what the server rendered (the same answers its first requests would get).
import { pathOf } from './api/endpoint';
import type { Endpoints } from './api/endpoints';
import * as publicEndpoints from './api/publicEndpoints';
import { FREE_SONG_SETTING, type PublicConfig, type SampleSong, type Setting } from './api-types';
import type { PublicTestimonial } from './testimonials';
import type { OrderPartName } from './orderParts';
import type { PrivatePageKind } from './privatePages';
import { INDEXABLE_ROUTES } from './routes';

/** The 404 page's own file: served, with status 404, for any address that is no page of the shop. */
export const NOT_FOUND_PAGE = '/404';

/**
 * Every public page a visitor can arrive on first, and the 404 page. The order wizard, not listed for search
 * engines, is rendered as its first step (a new draft), which it shows while it reads a saved one.
 */
export const PRERENDERED_ROUTES: readonly string[] = [...INDEXABLE_ROUTES, '/home', '/create-song', NOT_FOUND_PAGE];

/**
 * The frames of the private pages (shared/privatePages.ts): the shop's header and footer around the page's loading
 * state, rendered at the page's own pattern and sent, with that page's hints, as its HTML. The visitor sees the shop
 * at once while the page's code and data arrive. A frame is never hydrated: the app renders the page anew in it.
 */
export const FRAME_ROUTES: Readonly<Record<PrivatePageKind, string>> = { order: '/order/:token', song: '/song/:token' };

/** The attribute a frame's #root carries: the app renders into it instead of hydrating it (app/main.tsx). */
export const FRAME_ATTRIBUTE = 'data-frame';

type PathOf<N extends keyof Endpoints> = Endpoints[N]['path'];
/** The free-song switch's address (GET /api/settings/free_song_enabled), the one setting a page starts from. */
type FreeSongSettingPath = PathOf<'publicSetting'> extends `${infer Base}:key` ? `${Base}${typeof FREE_SONG_SETTING}` : never;
export const FREE_SONG_SETTING_PATH = pathOf(publicEndpoints.publicSetting, { key: FREE_SONG_SETTING }) as FreeSongSettingPath;

/** The answers of the public requests a page makes first, keyed by the query key the app uses for each (its path). */
export type PrerenderData = { [P in PathOf<'config'>]: PublicConfig } & {
  /** Only on the pages that list sample songs. */
  [P in PathOf<'sampleSongs'>]?: SampleSong[];
} & {
  /** Only on the pages that show testimonials. */
  [P in PathOf<'testimonials'>]?: PublicTestimonial[];
} & {
  /** Missing when the setting has no row (the API answers 404 and the offer counts as off). */
  [P in FreeSongSettingPath]?: Setting;
};

/**
 * An answer a page rendered for one visitor started from, by its whole query key (a private page's: the order and
 * its review's state by token, the song by token), e.g. `[['/api/orders/:token', 'tok'], { … }]`.
 */
export type SeededQuery = [key: readonly [string, ...unknown[]], data: unknown];

/** What the page data's element holds: the moment of the render, the public answers, and a private page's own. */
export interface EmbeddedPageData {
  renderedAt: number;
  data: PrerenderData;
  /** Only on a private page rendered for its visitor (api/services/pages/privatePages.ts). */
  queries?: SeededQuery[];
  /**
   * The address a private page was rendered for (the links it writes in full): the browser draws them so while it
   * takes the page over, as the HTML has them, then with its own address.
   */
  origin?: string;
}

/** A private page to render for its visitor, as the server asks its renderer (app/ssr/privatePage.tsx). */
export interface PrivatePageJob {
  kind: PrivatePageKind;
  /** The address asked for (`/order/{token}`), as the browser's router will read it. */
  location: string;
  /** The shop's address as the visitor asked for it (links written in full). */
  origin: string;
  /** The shop's public address (the Open Graph image). */
  publicUrl: string;
  /** The public answers every page starts from (the config, the free-song switch). */
  data: PrerenderData;
  /** The page's own answers. */
  queries: SeededQuery[];
  /** The order parts the page shows, whose code and styles it names (shared/orderParts.ts). */
  parts: OrderPartName[];
  renderedAt: number;
}

/** What the renderer's worker thread is started with. */
export interface PrivatePagesWorkerData {
  privatePages: true;
  distDir: string;
}

export type PrivatePageRequest = { id: number; job: PrivatePageJob };
export type PrivatePageReply = { id: number; html: string } | { id: number; error: string };

/** The page data's element: `<script type="application/json" id="prerender-data">`. */
export const PRERENDER_DATA_ID = 'prerender-data';

/** The page's file name in the pages folder: `/` is index.html, `/faq` faq.html, the 404 page 404.html, a frame order-frame.html. */
export const pageFileName = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1).replace('/:token', '-frame')}.html`);
