// Security headers (helmet) with a content security policy that allows only this origin,
// plus the analytics hosts when analytics ids are configured.
import helmet from 'koa-helmet';
import type { Config } from '../config';

export function securityHeaders(config: Config) {
  const https = config.publicUrl.startsWith('https:');
  const analytics = config.analytics;
  const scriptHosts = [
    ...(analytics.gaMeasurementId || analytics.googleAdsConversion ? ['https://www.googletagmanager.com'] : []),
    ...(analytics.metaPixelId ? ['https://connect.facebook.net'] : []),
  ];
  const connectHosts = [
    ...(analytics.gaMeasurementId || analytics.googleAdsConversion
      ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', 'https://*.googleadservices.com', 'https://*.doubleclick.net']
      : []),
    ...(analytics.metaPixelId ? ['https://www.facebook.com', 'https://connect.facebook.net'] : []),
  ];
  const imgHosts = [...connectHosts];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imgHosts],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectHosts],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...(analytics.metaPixelId ? ['https://www.facebook.com'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    // Media and images may be opened from mail clients and share targets.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
