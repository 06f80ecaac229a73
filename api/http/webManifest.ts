// The installed app's manifest with the shop's name and tagline: the built manifest.webmanifest, its name,
// short_name and description taken from the profile (a renamed shop renames the app on the home screen).
import type { ShopProfile } from '../../shared/shopProfile';

/** Home screens show about 12 characters: a longer name is cut at a word (or, one long word, at 12). */
export const SHORT_NAME_LENGTH = 12;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_LENGTH).trim();
}

/** The built manifest with the profile's name; the built one as it is when it is not a JSON object. */
export function manifestWithProfile(built: string, shop: Pick<ShopProfile, 'name' | 'tagline'>): string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(built);
  } catch {
    return built;
  }
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest)) return built;
  const own = manifest as Record<string, unknown>;
  return JSON.stringify({
    ...own,
    name: shop.name,
    short_name: shortName(shop.name),
    description: shop.tagline || own.description,
  });
}
