// The built index.html names the demo shop in four places (its title, the Home Screen title, the share title and
// the no-script line): every page made from it (prerendered pages, the app shell) names the shop of the profile.
import type { ShopProfile } from '../../shared/shopProfile';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The template with the shop's name and support address; a template without one of the spots is left as it is there. */
export function brandTemplate(template: string, shop: Pick<ShopProfile, 'name' | 'supportEmail'>): string {
  const name = escapeHtml(shop.name);
  const email = escapeHtml(shop.supportEmail);
  return template
    .replace(/<title>[^<|]*(\|[^<]*)?<\/title>/, (_all, rest: string | undefined) => `<title>${name}${rest ? ` ${rest}` : ''}</title>`)
    .replace(
      /(<meta\s+name="apple-mobile-web-app-title"\s+content=")[^"]*("\s*\/?>)/,
      (_all, open: string, close: string) => `${open}${name}${close}`,
    )
    .replace(
      /(<meta\s+property="og:title"\s+content=")[^"—]*(—[^"]*)?("\s*\/?>)/,
      (_all, open: string, rest: string | undefined, close: string) => `${open}${name}${rest ? ` ${rest}` : ''}${close}`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${name} needs JavaScript to take orders. You can still write to us at ${email}.</noscript>`,
    );
}
