// The app shell (the built index.html) with the shop's name and support address where the build wrote the demo
// ones: its <title>, the home-screen title, the Open Graph title and the no-JavaScript line. The server sends it
// for the routes that are not prerendered, and the prerenderer starts every page from it.
import { escapeHtml } from './html';
import { DEMO_SHOP_PROFILE, type ShopProfile } from './shopProfile';

/** Every demo name (and address) in `text` becomes the profile's, escaped: the rest of the text stays as built. */
function renamed(text: string, shop: Pick<ShopProfile, 'name' | 'supportEmail'>): string {
  return text
    .split(DEMO_SHOP_PROFILE.supportEmail)
    .join(escapeHtml(shop.supportEmail))
    .split(DEMO_SHOP_PROFILE.name)
    .join(escapeHtml(shop.name));
}

export function shellWithProfile(template: string, shop: Pick<ShopProfile, 'name' | 'supportEmail'>): string {
  return template
    .replace(/<title>([^<]*)<\/title>/, (_, title: string) =>
      title.includes(DEMO_SHOP_PROFILE.name) ? `<title>${renamed(title, shop)}</title>` : `<title>${escapeHtml(shop.name)}</title>`,
    )
    .replace(
      /(<meta\s+name="apple-mobile-web-app-title"\s+content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escapeHtml(shop.name)}${end}`,
    )
    .replace(
      /(<meta\s+property="og:title"\s+content=")([^"]*)(")/,
      (_, start: string, title: string, end: string) => `${start}${renamed(title, shop)}${end}`,
    )
    .replace(/<noscript>([\s\S]*?)<\/noscript>/, (_, text: string) => `<noscript>${renamed(text, shop)}</noscript>`);
}
