// Sets the document title and meta description for the page on screen.
import { useEffect } from 'react';

const SITE = 'Serenade';

export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
