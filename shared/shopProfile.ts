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

/** The network's display name. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  x: 'X',
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

/** The social links that are set, in the footer's order. */
export function socialLinks(profile: ShopProfile): { network: SocialNetwork; label: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = profile[SOCIAL_FIELDS[network]];
    return href ? [{ network, label: SOCIAL_LABELS[network], href }] : [];
  });
}

/** "Monday to Friday, 9 AM–6 PM (Pacific Time)": the hours with their zone's generic name. */
export function hoursWithZone(profile: Pick<ShopProfile, 'contactHours' | 'timeZone'>): string {
  return profile.contactHours ? `${profile.contactHours} (${zoneName(profile.timeZone)})` : '';
}

/** Zone names already looked up: the first lookup loads the time-zone names (tens of ms on a phone), once per page. */
const zoneNames = new Map<string, string>();

/** A zone's generic name in English ("Pacific Time"), or the zone as written when it is unknown. */
function zoneName(timeZone: string): string {
  let name = zoneNames.get(timeZone);
  if (name === undefined) {
    name = timeZone;
    try {
      const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date(Date.UTC(2026, 0, 15)))
        .find((p) => p.type === 'timeZoneName');
      if (part) name = part.value;
    } catch {
      // an unknown zone is shown as written
    }
    zoneNames.set(timeZone, name);
  }
  return name;
}

/** The copyright line's holder: the legal entity, else the shop. */
export const copyrightHolder = (profile: Pick<ShopProfile, 'legalName' | 'name'>) => profile.legalName || profile.name;

/** The profile a page shows: the server's, else (an older server, a page from before) the demo values. */
export const shopOf = (config: { shop?: ShopProfile } | undefined): ShopProfile => config?.shop ?? DEMO_SHOP_PROFILE;
