// The Settings → Shop form's rules, apart from React: what a save sends (only what the owner changed, so a demo
// value they did not touch stays marked as demo), the same checks the server makes, and which field a server's
// refusal is about (its message names the field: "Support e-mail (supportEmail) must be …"), and what kind of
// input each field is.
import { checkShopProfileField } from '../../../shared/schemas/shopProfile';
import { type ShopProfile, type ShopProfileField } from '../../../shared/shopProfile';
import { SHOP_PROFILE_FIELDS, type ShopProfileUpdate } from '../../../shared/shopProfileFields';

export type ShopProfileErrors = Partial<Record<ShopProfileField, string>>;

export type ShopProfileSave = { ok: true; change: ShopProfileUpdate } | { ok: false; errors: ShopProfileErrors };

/** The fields whose value differs from what was loaded, checked; `also` adds fields to send unchanged (kept demo values). */
export function shopProfileChange(saved: ShopProfile, values: ShopProfile, also: readonly ShopProfileField[] = []): ShopProfileSave {
  const change: ShopProfileUpdate = {};
  const errors: ShopProfileErrors = {};
  for (const field of SHOP_PROFILE_FIELDS) {
    if (values[field] === saved[field] && !also.includes(field)) continue;
    const checked = checkShopProfileField(field, values[field]);
    if (checked.ok) change[field] = checked.value;
    else errors[field] = checked.error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, change };
}

/** The profile field a refusal is about (the server's `{ error, field }`), if it is one. */
export function shopFieldOf(field: string | undefined): ShopProfileField | undefined {
  return SHOP_PROFILE_FIELDS.find((name) => name === field);
}

/** A field's input: an e-mail, a link or text; what the browser may fill in; no spell-check where it only gets in the way. */
export function shopFieldInput(field: ShopProfileField) {
  const isUrl = field.endsWith('Url');
  const isEmail = field === 'supportEmail';
  return {
    type: isEmail ? 'email' : isUrl ? 'url' : 'text',
    inputMode: isEmail ? ('email' as const) : isUrl ? ('url' as const) : undefined,
    autoComplete: field === 'name' || field === 'legalName' ? 'organization' : 'off',
    spellCheck: isUrl || isEmail || field === 'timeZone' ? false : undefined,
  };
}
