// How the shop's profile (shared/shopProfile.ts) is edited and seeded: its fields in the Settings form's order, each
// field's label and length limit, the hosts a social link may name, the environment variable that seeds each field,
// and what the admin reads and sends. Only the admin, the schemas and the server import this, so none of it reaches
// a customer's page.
import type { ShopProfile, ShopProfileField, SocialNetwork } from './shopProfile';

/** The hosts a link to each network may name (sub-domains of them too: www., m.). */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
};

export const SHOP_PROFILE_FIELDS = [
  'name',
  'tagline',
  'supportEmail',
  'contactHours',
  'timeZone',
  'responseTime',
  'instagramUrl',
  'tiktokUrl',
  'youtubeUrl',
  'facebookUrl',
  'xUrl',
  'legalName',
  'postalAddress',
  'socialProof',
] as const satisfies readonly ShopProfileField[];

/** What the admin reads: the profile and which of its fields still hold the shipped demo values. */
export interface ShopProfileView extends ShopProfile {
  demoFields: ShopProfileField[];
}

/** The environment variable that seeds each field at first start (documented in .env.example). */
export const SHOP_PROFILE_ENV: Record<ShopProfileField, string> = {
  name: 'SHOP_NAME',
  tagline: 'SHOP_TAGLINE',
  supportEmail: 'SUPPORT_EMAIL',
  contactHours: 'SHOP_CONTACT_HOURS',
  timeZone: 'SHOP_TIME_ZONE',
  responseTime: 'SHOP_RESPONSE_TIME',
  instagramUrl: 'SHOP_INSTAGRAM_URL',
  tiktokUrl: 'SHOP_TIKTOK_URL',
  youtubeUrl: 'SHOP_YOUTUBE_URL',
  facebookUrl: 'SHOP_FACEBOOK_URL',
  xUrl: 'SHOP_X_URL',
  legalName: 'SHOP_LEGAL_NAME',
  postalAddress: 'SHOP_POSTAL_ADDRESS',
  socialProof: 'SHOP_SOCIAL_PROOF',
};

/** Each field's name as the Settings form labels it (and the 400s name it). */
export const SHOP_PROFILE_LABELS: Record<ShopProfileField, string> = {
  name: 'Shop name',
  tagline: 'Tagline',
  supportEmail: 'Support e-mail',
  contactHours: 'Contact hours',
  timeZone: 'Time zone',
  responseTime: 'Response time',
  instagramUrl: 'Instagram link',
  tiktokUrl: 'TikTok link',
  youtubeUrl: 'YouTube link',
  facebookUrl: 'Facebook link',
  xUrl: 'X link',
  legalName: 'Legal name',
  postalAddress: 'Postal address',
  socialProof: 'Social-proof line',
};

/** The longest each field may be (the schema's limits, and the form's). */
export const SHOP_PROFILE_LIMITS: Record<ShopProfileField, number> = {
  name: 60,
  tagline: 140,
  supportEmail: 254,
  contactHours: 120,
  timeZone: 64,
  responseTime: 40,
  instagramUrl: 300,
  tiktokUrl: 300,
  youtubeUrl: 300,
  facebookUrl: 300,
  xUrl: 300,
  legalName: 120,
  postalAddress: 300,
  socialProof: 80,
};

/** PUT /api/admin/shop-profile: any subset of the fields (checked by shared/schemas/shopProfile.ts). */
export type ShopProfileUpdate = Partial<ShopProfile>;
