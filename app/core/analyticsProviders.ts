// The analytics providers' bootstrap (GA4 and Google Ads through gtag.js, the Meta pixel): their queues, their first
// calls, their scripts, and the spec's events as each provider names them. Loaded by analytics.ts only when the
// server names at least one provider.
import type { AnalyticsIds } from '../../shared/api-types';
import type { AnalyticsEvent } from './analyticsEvent';

type Queue = unknown[];
interface AnalyticsWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string };
}

const w = () => window as unknown as AnalyticsWindow;

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const ITEM = { item_name: 'Custom Song Creation' };

/** Sets up the providers that have ids and adds their scripts to the page; answers how to send them an event. */
export function loadProviders(config: AnalyticsIds): (event: AnalyticsEvent) => void {
  const googleId = config.gaMeasurementId ?? config.googleAdsConversion?.split('/')[0];
  if (googleId) {
    w().dataLayer = w().dataLayer ?? [];
    w().gtag = function gtag() {
      // gtag reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      w().dataLayer!.push(arguments);
    };
    w().gtag!('js', new Date());
    if (config.gaMeasurementId) w().gtag!('config', config.gaMeasurementId);
    if (config.googleAdsConversion) w().gtag!('config', config.googleAdsConversion.split('/')[0]);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleId)}`);
  }
  if (config.metaPixelId) {
    const fbq: AnalyticsWindow['fbq'] = Object.assign(
      (...args: unknown[]) => (fbq!.callMethod ? fbq!.callMethod(...args) : fbq!.queue!.push(args)),
      { queue: [] as Queue, loaded: true, version: '2.0' },
    );
    w().fbq = fbq;
    fbq('init', config.metaPixelId);
    fbq('track', 'PageView');
    loadScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  return (event) => sendEvent(event, config);
}

/** One event, to the providers set up (their queues take it until their scripts have loaded). */
function sendEvent(event: AnalyticsEvent, ids: AnalyticsIds): void {
  const { gtag, fbq } = w();
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
