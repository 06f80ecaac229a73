// The shop's own identity (issue 23): its name, how to reach it, its links, the legal entity behind it and the
// social-proof line. Stored in the database (api/services/shopProfile.ts), edited in admin Settings → Shop, seeded
// at first start from the environment (SHOP_NAME, SUPPORT_EMAIL, …) or else from the demo values below, which the
// admin sees marked as demo until they are replaced. Every page, mail, push title and promo video reads it.
import { z } from 'zod';
import { EMAIL_PATTERN } from './schemas/fields';

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'youtube', 'facebook', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The profile field holding each network's link: empty hides its icon. */
export const SOCIAL_FIELDS = {
  instagram: 'instagramUrl',
  tiktok: 'tiktokUrl',
  youtube: 'youtubeUrl',
  facebook: 'facebookUrl',
  x: 'xUrl',
} as const satisfies Record<SocialNetwork, string>;

/** The network's display name and the hosts a link to it may name (sub-domains of them too: www., m.). */
export const SOCIAL_SITES: Record<SocialNetwork, { label: string; hosts: readonly string[] }> = {
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
};

export interface ShopProfile {
  /** The shop's name: header, titles, mails (From display name, signature), push titles, the manifest, promo videos. */
  name: string;
  /** One line under the name: the footer, the manifest's description, mails' footer. Empty: not shown. */
  tagline: string;
  /** Where customers write: the contact page, legal pages, Reply-To of the shop's answers. */
  supportEmail: string;
  /** When someone answers, in words ("Monday to Friday, 9 AM–6 PM"), read in `timeZone`. */
  contactHours: string;
  /** IANA time zone of the contact hours, e.g. America/Los_Angeles. */
  timeZone: string;
  /** How soon a message is answered ("24–48 hours"): the contact page and the acknowledgement mail. */
  responseTime: string;
  instagramUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
  facebookUrl: string;
  xUrl: string;
  /** The legal entity (legal pages, the copyright line, marketing mails' footer). */
  legalName: string;
  /** Its postal address, lines separated by newlines (legal pages, marketing mails' footer). Empty: not shown. */
  postalAddress: string;
  /** "500+ couples served": shown beside the reviews on the home pages. Empty hides it. */
  socialProof: string;
}

export type ShopProfileField = keyof ShopProfile;

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

/** What a fresh clone shows until the owner (or the environment) says otherwise: marked as demo in the admin. */
export const DEMO_SHOP_PROFILE: ShopProfile = {
  name: 'Serenade',
  tagline: 'Personalized songs for the people you love.',
  supportEmail: 'hello@serenade.example',
  contactHours: 'Monday to Friday, 9 AM–6 PM',
  timeZone: 'America/Los_Angeles',
  responseTime: '24–48 hours',
  instagramUrl: '',
  tiktokUrl: '',
  youtubeUrl: '',
  facebookUrl: '',
  xUrl: '',
  legalName: 'Serenade',
  postalAddress: '',
  socialProof: '500+ couples served',
};

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

/** Fields that may not be left empty. */
const REQUIRED: ReadonlySet<ShopProfileField> = new Set(['name', 'supportEmail', 'timeZone', 'legalName']);

// C0 and C1 controls (a newline only where a field has lines), and the bidi controls that reorder what a reader sees.
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether Intl knows the zone (the same list in Node and the browser for the zones anyone types). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An https:// link on the network's own domain (or a sub-domain of it), with no user name or password in it. */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return SOCIAL_SITES[network].hosts.some((site) => host === site || host.endsWith(`.${site}`));
}

function fieldSchema(field: ShopProfileField) {
  const label = SHOP_PROFILE_LABELS[field];
  const max = SHOP_PROFILE_LIMITS[field];
  let schema = z
    .string({ error: `${label} (${field}) must be text` })
    .trim()
    .max(max, { error: `${label} (${field}) must be ${max} characters or fewer` })
    .refine((value) => !(field === 'postalAddress' ? CONTROLS : CONTROLS_OR_NEWLINE).test(value), {
      error: `${label} (${field}) must not contain control characters${field === 'postalAddress' ? '' : ' or line breaks'}`,
    });
  if (REQUIRED.has(field)) schema = schema.refine((value) => value.length > 0, { error: `${label} (${field}) is required` });
  if (field === 'supportEmail')
    schema = schema.refine((value) => EMAIL_PATTERN.test(value), {
      error: `${label} (${field}) must be an e-mail address, like hello@yourshop.com`,
    });
  if (field === 'timeZone')
    schema = schema.refine((value) => isTimeZone(value), {
      error: `${label} (${field}) must be a time zone such as America/New_York or Europe/London`,
    });
  const network = (Object.keys(SOCIAL_FIELDS) as SocialNetwork[]).find((n) => SOCIAL_FIELDS[n] === field);
  if (network)
    schema = schema.refine((value) => value === '' || isSocialLink(network, value), {
      error: `${label} (${field}) must be an https:// link on ${SOCIAL_SITES[network].hosts.join(' or ')}, or empty`,
    });
  return schema;
}

const shape = Object.fromEntries(SHOP_PROFILE_FIELDS.map((field) => [field, fieldSchema(field).optional()])) as {
  [K in ShopProfileField]: z.ZodOptional<ReturnType<typeof fieldSchema>>;
};

/** PUT /api/admin/shop-profile: any subset of the fields; unknown fields are refused. Text stays text (no markup). */
export const shopProfileUpdateSchema = z.strictObject(shape);
export type ShopProfileUpdate = Partial<ShopProfile>;

/** One field on its own (the environment's seeds, the Settings form beside each input). */
export function checkShopProfileField(field: ShopProfileField, value: unknown): { ok: true; value: string } | { ok: false; error: string } {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? `${field} is invalid` };
}

/** The social links that are set, in the footer's order. */
export function socialLinks(profile: ShopProfile): { network: SocialNetwork; label: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = profile[SOCIAL_FIELDS[network]];
    return href ? [{ network, label: SOCIAL_SITES[network].label, href }] : [];
  });
}

/** "Monday to Friday, 9 AM–6 PM (Pacific Time)": the hours with their zone's generic name. */
export function hoursWithZone(profile: Pick<ShopProfile, 'contactHours' | 'timeZone'>): string {
  if (!profile.contactHours) return '';
  let zone = profile.timeZone;
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: profile.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 15)))
      .find((p) => p.type === 'timeZoneName');
    if (part) zone = part.value;
  } catch {
    // an unknown zone is shown as written
  }
  return `${profile.contactHours} (${zone})`;
}

/** The copyright line's holder: the legal entity, else the shop. */
export const copyrightHolder = (profile: Pick<ShopProfile, 'legalName' | 'name'>) => profile.legalName || profile.name;

/** The profile a page shows: the server's, else (an older server, a page from before) the demo values. */
export const shopOf = (config: { shop?: ShopProfile } | undefined): ShopProfile => config?.shop ?? DEMO_SHOP_PROFILE;
