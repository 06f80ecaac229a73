// What sharing a song page sends: the words, the page's address, and the fallback links (e-mail, WhatsApp,
// Facebook) for browsers without the Web Share API.
import type { SongView } from '../../../shared/admin-api-types';

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** The page's own address, without whatever query or hash it was opened with. */
export function songPageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/song/${encodeURIComponent(token)}`;
}

export function shareContent(view: Pick<SongView, 'recipientName' | 'fromName'>, url: string): ShareContent {
  const from = view.fromName?.trim();
  return {
    title: `A song for ${view.recipientName}`,
    text: `A song written just for ${view.recipientName}${from ? `, from ${from}` : ''}. Have a listen:`,
    url,
  };
}

export interface ShareLinks {
  email: string;
  whatsapp: string;
  facebook: string;
}

export function shareLinks({ title, text, url }: ShareContent): ShareLinks {
  const e = encodeURIComponent;
  return {
    // mailto wants %20, not "+", for spaces (RFC 6068), which encodeURIComponent gives.
    email: `mailto:?subject=${e(title)}&body=${e(`${text}\n\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${e(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`,
  };
}
