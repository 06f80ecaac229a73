// Sets the document title and meta description for the page on screen. When the page is prerendered, the same
// call tells the server's renderer what to write into the HTML's head (PageMetaContext). Titles end with the shop's
// name from its profile.
import { createContext, useContext, useEffect } from 'react';
import { useShop } from '../core/api/queries';

/** What a page says about itself while rendering. */
export interface PageMeta {
  title: string;
  description?: string;
}

/** Given only while prerendering: hears each page's title and description. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

export const fullTitle = (title: string, site: string) => (title.includes(site) ? title : `${title} | ${site}`);

export function usePageMeta(title: string, description?: string) {
  const report = useContext(PageMetaContext);
  const site = useShop().name;
  const full = fullTitle(title, site);
  report?.({ title: full, ...(description ? { description } : {}) });
  useEffect(() => {
    document.title = full;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [full, description]);
}
