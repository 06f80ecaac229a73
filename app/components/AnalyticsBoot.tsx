// Starts analytics once the server's configuration names a provider; renders nothing.
import { useEffect } from 'react';
import { initAnalytics } from '../analytics';
import { usePublicConfig } from '../api/queries';

export function AnalyticsBoot() {
  const analytics = usePublicConfig().data?.analytics;
  useEffect(() => {
    if (analytics) initAnalytics(analytics);
  }, [analytics]);
  return null;
}
