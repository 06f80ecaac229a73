// Emits the spec's analytics events (click, begin_checkout, lead, purchase, conversion) to the providers
// whose ids the server configures (GA4, Google Ads, Meta pixel). With no ids it does nothing at all.
import type { AnalyticsIds } from '../../shared/api-types';
import type { AnalyticsEvent } from './analyticsEvent';

let send: ((event: AnalyticsEvent) => void) | undefined;
let loading = false;

/**
 * Called with the server's configuration; with an id set it loads the providers' code (analyticsProviders.ts, a
 * chunk only such a shop fetches: their set-up, their scripts and how each event is worded to them). With none,
 * nothing is fetched and `track` does nothing.
 */
export async function initAnalytics(config: AnalyticsIds): Promise<void> {
  if (loading || send || !(config.gaMeasurementId || config.googleAdsConversion || config.metaPixelId)) return;
  loading = true;
  try {
    const { loadProviders } = await import('./analyticsProviders');
    send = loadProviders(config);
  } catch {
    // offline: the next page's configuration tries again
  } finally {
    loading = false;
  }
}

/** Sends an event to the configured providers; until their code has loaded (or with none) it is not sent. */
export function track(event: AnalyticsEvent): void {
  send?.(event);
}
