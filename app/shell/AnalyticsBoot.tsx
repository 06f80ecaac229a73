// Starts analytics once the server's configuration names a provider; renders nothing.
import { useEffect } from 'react';
import { initAnalytics } from '../core/analytics';
import { usePublicConfig } from '../ui/publicQueries';

export function AnalyticsBoot() {
  const analytics = usePublicConfig()?.analytics;
  useEffect(() => {
    if (analytics) void initAnalytics(analytics);
  }, [analytics]);
  return null;
}
