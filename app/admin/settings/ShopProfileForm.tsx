// Settings → Shop: the shop's name, contact facts, links, legal entity and social-proof line (shared/shopProfile.ts).
// Fields still holding the shipped demo values say so, each with a way to keep it; Save sends what changed. The
// pages are rendered again within seconds, the manifest and the next mail use the new values.
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  SHOP_PROFILE_FIELDS,
  SHOP_PROFILE_LABELS,
  SHOP_PROFILE_LIMITS,
  type ShopProfile,
  type ShopProfileField,
  type ShopProfileUpdate,
  type ShopProfileView,
} from '../../../shared/shopProfile';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useAdminShopProfile } from './settingsQueries';
import { fieldOfMessage, shopProfileChange, type ShopProfileErrors } from './shopProfileForm';
import { toast } from '../../ui/toasts';
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

const profileOf = (view: ShopProfileView): ShopProfile =>
  Object.fromEntries(SHOP_PROFILE_FIELDS.map((field) => [field, view[field]])) as unknown as ShopProfile;

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
  const id = useId();
  const saved = useMemo(() => profileOf(view), [view]);
  const [values, setValues] = useState<ShopProfile>(saved);
  const [errors, setErrors] = useState<ShopProfileErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = useRefresh();
  const demo = new Set(view.demoFields);
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);

  const save = useMutation({
    mutationFn: (change: ShopProfileUpdate) => adminApi.saveShopProfile(change),
    retry: retryIfUnreached,
    onSuccess: (saved, change) => {
      // The fields sent take the server's version (trimmed); what was typed meanwhile in others stays.
      setValues((v) => ({ ...v, ...Object.fromEntries(Object.keys(change).map((field) => [field, saved[field as ShopProfileField]])) }));
      toast.success('Success', 'Shop profile saved. The pages show it within a few seconds.');
    },
    onError: (error) => {
      const message = failureText(error);
      const field = fieldOfMessage(message);
      if (field) {
        setErrors({ [field]: message });
        document.getElementById(`${id}-${field}`)?.focus();
      } else setRefusal(message);
    },
    onSettled: () => refresh(adminKeys.shopProfile, publicKeys.config),
  });

  /** Saves what changed; `keep` saves just that one field as it stands (a demo value the owner makes theirs). */
  const send = (keep?: ShopProfileField) => {
    if (save.isPending) return;
    setRefusal(null);
    const result = keep ? shopProfileChange(saved, saved, [keep]) : shopProfileChange(saved, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = SHOP_PROFILE_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // Keeping one field leaves what was said about the others.
    if (!keep) setErrors({});
    if (Object.keys(result.change).length === 0) {
      toast.success('Nothing to save', 'The shop profile is as you left it.');
      return;
    }
    save.mutate(result.change);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const field = (name: ShopProfileField): ReactNode => {
    const error = errors[name];
    const hint = HINTS[name];
    const isDemo = demo.has(name) && values[name] === saved[name];
    const describedBy = [hint && `${id}-${name}-hint`, isDemo && `${id}-${name}-demo`, error && `${id}-${name}-error`]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: `${id}-${name}`,
      className: 'input',
      value: values[name],
      maxLength: SHOP_PROFILE_LIMITS[name],
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors(({ [name]: _gone, ...rest }) => rest);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className="field shop-field" key={name}>
        <label htmlFor={`${id}-${name}`}>
          {SHOP_PROFILE_LABELS[name]}
          {isDemo && (
            <span className="admin-chip admin-chip--rush shop-field__demo" id={`${id}-${name}-demo`}>
              Demo value
            </span>
          )}
        </label>
        {name === 'postalAddress' ? (
          <textarea {...common} rows={3} autoComplete="street-address" />
        ) : (
          <input
            {...common}
            type={name === 'supportEmail' ? 'email' : name.endsWith('Url') ? 'url' : 'text'}
            inputMode={name === 'supportEmail' ? 'email' : name.endsWith('Url') ? 'url' : undefined}
            placeholder={SOCIAL_PLACEHOLDERS[name]}
            list={name === 'timeZone' && zones.length ? `${id}-zones` : undefined}
            autoComplete={name === 'name' || name === 'legalName' ? 'organization' : 'off'}
            spellCheck={name.endsWith('Url') || name === 'supportEmail' || name === 'timeZone' ? false : undefined}
          />
        )}
        {hint && (
          <p className="hint" id={`${id}-${name}-hint`}>
            {hint}
          </p>
        )}
        {isDemo && (
          <p className="shop-field__keep">
            Replace it, or{' '}
            <button type="button" className="link-button" onClick={() => send(name)} aria-disabled={save.isPending}>
              keep “{SHOP_PROFILE_LABELS[name]}” as it is
            </button>
          </p>
        )}
        {error && (
          <p className="field-error" id={`${id}-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card admin-card shop-profile__form" onSubmit={submit} noValidate aria-label="Shop profile">
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
          {group.fields.map(field)}
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
        <button type="submit" className="btn btn--primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save shop profile'}
        </button>
        {refusal && (
          <p className="field-error offer__refusal" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </form>
  );
}
