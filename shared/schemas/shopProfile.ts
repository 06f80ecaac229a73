// The shop profile's checks (shared/shopProfile.ts holds its fields and demo values): one schema for the admin's
// Settings form, the API and the environment variables that seed it, each message naming its field.
import { z } from 'zod';
import { SOCIAL_FIELDS, type ShopProfileField, type SocialNetwork } from '../shopProfile';
import { SHOP_PROFILE_FIELDS, SHOP_PROFILE_LABELS, SHOP_PROFILE_LIMITS, SOCIAL_HOSTS } from '../shopProfileFields';
import { EMAIL_PATTERN } from './fields';

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
  return SOCIAL_HOSTS[network].some((site) => host === site || host.endsWith(`.${site}`));
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
      error: `${label} (${field}) must be an https:// link on ${SOCIAL_HOSTS[network].join(' or ')}, or empty`,
    });
  return schema;
}

const shape = Object.fromEntries(SHOP_PROFILE_FIELDS.map((field) => [field, fieldSchema(field).optional()])) as {
  [K in ShopProfileField]: z.ZodOptional<ReturnType<typeof fieldSchema>>;
};

/** PUT /api/admin/shop-profile: any subset of the fields; unknown fields are refused. Text stays text (no markup). */
export const shopProfileUpdateSchema = z.strictObject(shape);

/** One field on its own (the environment's seeds, the Settings form beside each input). */
export function checkShopProfileField(field: ShopProfileField, value: unknown): { ok: true; value: string } | { ok: false; error: string } {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? `${field} is invalid` };
}
