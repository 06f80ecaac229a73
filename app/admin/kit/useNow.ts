// The current time, renewed every `everyMs` while the screen is shown: time left moves on without a reload.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
