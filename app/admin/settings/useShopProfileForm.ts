// The Settings → Shop form's state: the values typed, the errors beside the fields, the server's refusal, and the
// save, which sends only what changed (or one demo value the owner keeps) and takes back the server's version.
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { type ShopProfile, type ShopProfileField } from '../../../shared/shopProfile';
import { SHOP_PROFILE_FIELDS, type ShopProfileUpdate, type ShopProfileView } from '../../../shared/shopProfileFields';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { ApiError } from '../../core/api/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { shopFieldOf, shopProfileChange, type ShopProfileErrors } from './shopProfileForm';
import { toast } from '../../ui/toasts';

export type ShopProfileFormState = ReturnType<typeof useShopProfileForm>;

const profileOf = (view: ShopProfileView): ShopProfile =>
  Object.fromEntries(SHOP_PROFILE_FIELDS.map((field) => [field, view[field]])) as unknown as ShopProfile;

export function useShopProfileForm(view: ShopProfileView) {
  const id = useId();
  const saved = useMemo(() => profileOf(view), [view]);
  const [values, setValues] = useState<ShopProfile>(saved);
  const [errors, setErrors] = useState<ShopProfileErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = useRefresh();
  const focusField = (field: ShopProfileField) => document.getElementById(`${id}-${field}`)?.focus();

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
      const field = error instanceof ApiError ? shopFieldOf(error.field) : undefined;
      if (field) {
        setErrors({ [field]: message });
        focusField(field);
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
      if (first) focusField(first);
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

  const change = (name: ShopProfileField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return { id, saved, values, errors, refusal, change, send, submit, pending: save.isPending };
}
