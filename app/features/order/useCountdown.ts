// Time left until a moment, refreshed every second while it is in the future. While a page the server rendered is
// taken over, it counts from the moment of that render, as the server's HTML did.
import { useEffect, useState } from 'react';
import { useRenderMoment } from '../../ui/useRenderContext';

export interface Remaining {
  overdue: boolean;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(due: Date, now: Date): Remaining {
  const ms = due.getTime() - now.getTime();
  const total = Math.max(0, Math.floor(ms / 1000));
  return { overdue: ms <= 0, hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export function useCountdown(dueAt: string | null): Remaining | undefined {
  const renderedAt = useRenderMoment();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!dueAt) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [dueAt]);
  return dueAt ? remainingUntil(new Date(dueAt), renderedAt === undefined ? now : new Date(renderedAt)) : undefined;
}
