// Starts analytics once the server's configuration names a provider; renders nothing.
import { useEffect } from 'react';
import { initAnalytics } from '../core/analytics';
import { usePublicConfig } from '../core/api/queries';

export function AnalyticsBoot() {
  const analytics = usePublicConfig().data?.analytics;
  useEffect(() => {
    if (analytics) void initAnalytics(analytics);
  }, [analytics]);
  return null;
}
