// Emits the spec's analytics events (click, begin_checkout, lead, purchase, conversion) to the providers
// whose ids the server configures (GA4, Google Ads, Meta pixel). With no ids it does nothing at all.
import type { AnalyticsIds } from '../../shared/api-types';

export type AnalyticsEvent =
  | { name: 'click'; label: string }
  | { name: 'begin_checkout'; value: number; currency: string }
  | { name: 'lead' }
  | { name: 'purchase'; value: number; currency: string; transactionId: string }
  | { name: 'conversion'; value: number; currency: string };

interface AnalyticsWindow {
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
}

let ids: AnalyticsIds = {};
let loaded = false;

/**
 * Called with the server's configuration; with an id set it loads the providers' code (analyticsProviders.ts, a
 * chunk only such a shop fetches) and their scripts. With none, nothing is fetched and `track` does nothing.
 */
export async function initAnalytics(config: AnalyticsIds): Promise<void> {
  if (loaded || !(config.gaMeasurementId || config.googleAdsConversion || config.metaPixelId)) return;
  loaded = true;
  ids = config;
  try {
    const { loadProviders } = await import('./analyticsProviders');
    loadProviders(config);
  } catch {
    loaded = false; // offline: the next page's configuration tries again
  }
}

const ITEM = { item_name: 'Custom Song Creation' };

export function track(event: AnalyticsEvent): void {
  if (!loaded) return;
  // Until the providers' code has run these are undefined, and the event is not sent.
  const { gtag, fbq } = window as unknown as AnalyticsWindow;
  switch (event.name) {
    case 'click':
      gtag?.('event', 'click', { event_label: event.label });
      break;
    case 'begin_checkout':
      gtag?.('event', 'begin_checkout', { value: event.value, currency: event.currency, items: [ITEM] });
      fbq?.('track', 'InitiateCheckout', { value: event.value, currency: event.currency });
      break;
    case 'lead':
      gtag?.('event', 'generate_lead');
      fbq?.('track', 'Lead');
      break;
    case 'purchase':
      gtag?.('event', 'purchase', { value: event.value, currency: event.currency, transaction_id: event.transactionId, items: [ITEM] });
      fbq?.('track', 'Purchase', { value: event.value, currency: event.currency });
      break;
    case 'conversion':
      if (ids.googleAdsConversion)
        gtag?.('event', 'conversion', { send_to: ids.googleAdsConversion, value: event.value, currency: event.currency });
      break;
  }
}
