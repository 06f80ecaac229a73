// Settings → Shop: the shop's name, contact facts, links, legal entity and social-proof line (shared/shopProfile.ts).
// Fields still holding the shipped demo values say so, each with a way to keep it; Save sends what changed. The
// pages are rendered again within seconds, the manifest and the next mail use the new values.
import { useMemo } from 'react';
import { type ShopProfileField } from '../../../shared/shopProfile';
import { SHOP_PROFILE_LABELS, SHOP_PROFILE_LIMITS, type ShopProfileView } from '../../../shared/shopProfileFields';
import { failureText } from '../kit/client';
import { useAdminShopProfile } from './settingsQueries';
import { shopFieldInput } from './shopProfileForm';
import { useShopProfileForm, type ShopProfileFormState } from './useShopProfileForm';
import { FieldError } from '../kit/FieldError';
import { ListSkeleton, LoadError } from '../kit/LoadState';

const HINTS: Partial<Record<ShopProfileField, string>> = {
  name: 'In the header, page titles, mails, notifications, the installed app and promo videos.',
  tagline: 'Under the logo in the footer and in mails. Leave empty to show none.',
  supportEmail: 'Shown on the contact and legal pages; replies to customers come from the shop with this Reply-To.',
  contactHours: 'For example "Monday to Friday, 9 AM–6 PM". Leave empty to show none.',
  timeZone: 'The zone of your hours, for example America/New_York or Europe/London.',
  responseTime: 'How soon you answer, for example "24–48 hours". In the contact page and the acknowledgement mail.',
  legalName: 'The business that sells the songs: the copyright line, legal pages and marketing mails.',
  postalAddress: 'On the legal pages and at the foot of marketing mails (often required by law). One line per row.',
  socialProof: 'A claim you can stand behind, shown on the home pages. Leave empty to hide it.',
};

const GROUPS: { title: string; fields: ShopProfileField[] }[] = [
  { title: 'Identity', fields: ['name', 'tagline', 'socialProof'] },
  { title: 'Contact', fields: ['supportEmail', 'contactHours', 'timeZone', 'responseTime'] },
  { title: 'Social links', fields: ['instagramUrl', 'tiktokUrl', 'youtubeUrl', 'facebookUrl', 'xUrl'] },
  { title: 'Legal', fields: ['legalName', 'postalAddress'] },
];

const SOCIAL_PLACEHOLDERS: Partial<Record<ShopProfileField, string>> = {
  instagramUrl: 'https://www.instagram.com/yourshop',
  tiktokUrl: 'https://www.tiktok.com/@yourshop',
  youtubeUrl: 'https://www.youtube.com/@yourshop',
  facebookUrl: 'https://www.facebook.com/yourshop',
  xUrl: 'https://x.com/yourshop',
};

export function ShopProfileSection() {
  const profile = useAdminShopProfile();
  return (
    <section className="shop-profile" aria-labelledby="shop-profile-title">
      <div className="admin-section-head">
        <h3 id="shop-profile-title" className="admin-section-head__title">
          Shop
        </h3>
        <p className="admin-section-head__hint">
          Your shop’s name and how customers reach you. Every page, mail and the installed app use them.
        </p>
      </div>
      {profile.isPending ? (
        <ListSkeleton rows={2} label="Loading the shop profile" />
      ) : profile.isError ? (
        <LoadError
          message="Failed to fetch the shop profile"
          detail={failureText(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ShopProfileForm view={profile.data} />
      )}
    </section>
  );
}

function ShopProfileForm({ view }: { view: ShopProfileView }) {
  const form = useShopProfileForm(view);
  const { id } = form;
  const demo = new Set(view.demoFields);
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);

  return (
    <form className="card admin-card shop-profile__form" onSubmit={form.submit} noValidate aria-label="Shop profile">
      {view.demoFields.length > 0 && (
        <p className="shop-profile__demo-note" data-testid="shop-demo-note">
          {view.demoFields.length === 1 ? 'One field still shows' : `${view.demoFields.length} fields still show`} the demo shop’s values,
          marked “Demo value”. Replace them with your own before you open the shop.
        </p>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="shop-profile__group">
          <legend>{group.title}</legend>
          {group.title === 'Social links' && <p className="hint">An empty link hides its icon in the footer.</p>}
          {group.fields.map((name) => (
            <ShopField
              key={name}
              form={form}
              name={name}
              isDemo={demo.has(name) && form.values[name] === form.saved[name]}
              zoneList={name === 'timeZone' && zones.length ? `${id}-zones` : undefined}
            />
          ))}
        </fieldset>
      ))}
      {zones.length > 0 && (
        <datalist id={`${id}-zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      )}
      <div className="offer__footer">
        <button type="submit" className="btn btn--primary" aria-disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save shop profile'}
        </button>
        {form.refusal && (
          <p className="field-error offer__refusal" role="alert">
            {form.refusal}
          </p>
        )}
      </div>
    </form>
  );
}

interface ShopFieldProps {
  form: ShopProfileFormState;
  name: ShopProfileField;
  /** Still the shipped demo value: marked, with a way to keep it. */
  isDemo: boolean;
  /** The time zones' datalist, for the time zone field. */
  zoneList: string | undefined;
}

/** One field: its label (marked while it holds a demo value), input, hint, the "keep it" button and its error. */
function ShopField({ form, name, isDemo, zoneList }: ShopFieldProps) {
  const controlId = `${form.id}-${name}`;
  const error = form.errors[name];
  const hint = HINTS[name];
  const describedBy = [hint && `${controlId}-hint`, isDemo && `${controlId}-demo`, error && `${controlId}-error`].filter(Boolean).join(' ');
  const common = {
    id: controlId,
    className: 'input',
    value: form.values[name],
    maxLength: SHOP_PROFILE_LIMITS[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field shop-field">
      <label htmlFor={controlId}>
        {SHOP_PROFILE_LABELS[name]}
        {isDemo && (
          <span className="admin-chip admin-chip--rush shop-field__demo" id={`${controlId}-demo`}>
            Demo value
          </span>
        )}
      </label>
      {name === 'postalAddress' ? (
        <textarea {...common} rows={3} autoComplete="street-address" />
      ) : (
        <input {...common} {...shopFieldInput(name)} placeholder={SOCIAL_PLACEHOLDERS[name]} list={zoneList} />
      )}
      {hint && (
        <p className="hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      )}
      {isDemo && (
        <p className="shop-field__keep">
          Replace it, or{' '}
          <button type="button" className="link-button" onClick={() => form.send(name)} aria-disabled={form.pending}>
            keep “{SHOP_PROFILE_LABELS[name]}” as it is
          </button>
        </p>
      )}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}
