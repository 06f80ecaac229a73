// The analytics providers' bootstrap (GA4 and Google Ads through gtag.js, the Meta pixel): their queues, their first
// calls and their scripts. Loaded by analytics.ts only when the server names at least one provider.
import type { AnalyticsIds } from '../../shared/api-types';

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

/** Sets up the providers that have ids and adds their scripts to the page. */
export function loadProviders(config: AnalyticsIds): void {
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
}
