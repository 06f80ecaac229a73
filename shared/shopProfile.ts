// The shop's own identity (issue 23): its name, how to reach it, its links, the legal entity behind it and the
// social-proof line. Stored in the database (api/services/shopProfile.ts), edited in admin Settings → Shop, seeded
// at first start from the environment (SHOP_NAME, SUPPORT_EMAIL, …) or else from the demo values below, which the
// admin sees marked as demo until they are replaced. Every page, mail, push title and promo video reads it.
// No validation here (shared/schemas/shopProfile.ts has it): every page imports this file, and Zod stays out of them.

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

/** PUT /api/admin/shop-profile: any subset of the fields (checked by shared/schemas/shopProfile.ts). */
export type ShopProfileUpdate = Partial<ShopProfile>;

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
