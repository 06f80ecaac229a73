// What the Settings tab and the setup checklist read: each its own query, refreshed by the mutations that change it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../shared/audit';
import { adminApi } from '../kit/api';
import { ADMIN_LIST, adminKeys } from '../kit/queries';

/** The admin's push devices (Settings → Alerts on this device). */
export function useAdminPushDevices() {
  return useQuery({ queryKey: adminKeys.pushDevices, queryFn: adminApi.pushDevices, ...ADMIN_LIST });
}

export function useFreeSongSetting() {
  return useQuery({ queryKey: adminKeys.freeSongSetting, queryFn: adminApi.freeSongSetting, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

/** The guarantee on late orders (on unless the owner switched it off). */
export function useGuaranteeSetting() {
  return useQuery({ queryKey: adminKeys.guaranteeSetting, queryFn: adminApi.guaranteeSetting, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

/** Lyrics approval by the buyer (off unless the owner switched it on). */
export function useLyricsApprovalSetting() {
  return useQuery({
    queryKey: adminKeys.lyricsApprovalSetting,
    queryFn: adminApi.lyricsApprovalSetting,
    ...ADMIN_LIST,
    refetchOnWindowFocus: false,
  });
}

/** One page of the audit log, filtered; the page shown stays while the next loads. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminKeys.audit, query],
    queryFn: () => adminApi.audit(query),
    ...ADMIN_LIST,
    placeholderData: keepPreviousData,
  });
}

/** The owner's setup checklist: fresh whenever the dashboard is looked at again (a change elsewhere ticks an item). */
export function useSetupChecklist() {
  return useQuery({ queryKey: adminKeys.setup, queryFn: adminApi.setup, ...ADMIN_LIST });
}

export function useAdminShopProfile() {
  return useQuery({ queryKey: adminKeys.shopProfile, queryFn: adminApi.shopProfile, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

export function useAdminOffers() {
  return useQuery({ queryKey: adminKeys.offers, queryFn: adminApi.offers, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

export function useAdminAddOns() {
  return useQuery({ queryKey: adminKeys.addOns, queryFn: adminApi.addOns, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

export function useAdminTestimonials() {
  return useQuery({ queryKey: adminKeys.testimonials, queryFn: adminApi.testimonials, ...ADMIN_LIST, refetchOnWindowFocus: false });
}

/** How many demo testimonials and demo sample songs the shop still shows. */
export function useDemoContent() {
  return useQuery({ queryKey: adminKeys.demoContent, queryFn: adminApi.demoContent, ...ADMIN_LIST });
}

/** Buyers' reviews and free-song reactions, the latest sent or changed first. */
export function useAdminReviews() {
  return useQuery({ queryKey: adminKeys.reviews, queryFn: adminApi.reviews, ...ADMIN_LIST });
}
