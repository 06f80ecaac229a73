// The spec's analytics events, as the app tracks them (analytics.ts) and the providers' code words them
// (analyticsProviders.ts).
export type AnalyticsEvent =
  | { name: 'click'; label: string }
  | { name: 'begin_checkout'; value: number; currency: string }
  | { name: 'lead' }
  | { name: 'purchase'; value: number; currency: string; transactionId: string }
  | { name: 'conversion'; value: number; currency: string };
