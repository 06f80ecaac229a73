// The pages a mail leads to: an order's page and a song's page. They hold a customer's own data, so they are not
// prerendered, and the app would find out what they need only once its entry has run and the page has rendered:
// its code, its styles, then its data, each a round trip after the other. The server names all of it in the
// page's HTML instead (api/http/privatePageHints.ts), so the browser fetches it alongside the entry; the app asks for
// the same data as it starts (app/main.tsx), and the browser answers from what it preloaded.
// Nothing imported: the app's entry reads privatePageAt (app/main.tsx), and every import here would ship in it.

export type PrivatePageKind = 'order' | 'song';

export interface PrivatePage {
  kind: PrivatePageKind;
  token: string;
}

const PRIVATE_PAGE = /^\/(order|song)\/([^/]+)\/?$/;

/** The private page at this path, with its token; undefined for any other path (or a token that does not decode). */
export function privatePageAt(pathname: string): PrivatePage | undefined {
  const match = PRIVATE_PAGE.exec(pathname);
  if (!match) return undefined;
  try {
    return { kind: match[1] as PrivatePageKind, token: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** The modules each page renders from, as App.tsx and app/main.tsx import them (paths relative to app/). */
export const PRIVATE_PAGE_MODULES: Record<PrivatePageKind, string[]> = {
  order: ['features/order/OrderPage.tsx', 'features/order/orderQueries.ts'],
  song: ['features/song/SongPage.tsx', 'features/song/useSong.ts'],
};
