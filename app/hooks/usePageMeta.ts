// Sets the document title and meta description for the page on screen. When the page is prerendered, the same
// call tells the server's renderer what to write into the HTML's head (PageMetaContext).
import { createContext, useContext, useEffect } from 'react';

const SITE = 'Serenade';

/** What a page says about itself while rendering. */
export interface PageMeta {
  title: string;
  description?: string;
}

/** Given only while prerendering: hears each page's title and description. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

export const fullTitle = (title: string) => (title.includes(SITE) ? title : `${title} | ${SITE}`);

export function usePageMeta(title: string, description?: string) {
  const report = useContext(PageMetaContext);
  report?.({ title: fullTitle(title), ...(description ? { description } : {}) });
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
