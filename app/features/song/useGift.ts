// The gift page's data: the recipient's view, asked again each minute until it opens (the song may come after the
// moment) and once more when the countdown runs out; and that countdown, ticking on the shop's clock.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { GiftView } from '../../../shared/admin-api-types';
import { ApiError, request } from '../../core/api/client';
import { shopClockOffset, timeLeft, type TimeLeft } from './giftCountdown';

export function useGift(token: string) {
  return useQuery({
    queryKey: [publicEndpoints.gift.path, token],
    queryFn: ({ signal }) => request(publicEndpoints.gift, { params: { token }, signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data && !query.state.data.opened ? 60_000 : false),
  });
}

/** Time left until the gift's moment on the shop's clock, each second; `onDue` once it runs out while the page is open. */
export function useTimeLeft(view: GiftView, receivedAt: number, onDue: () => void): TimeLeft | undefined {
  const { revealAt, now } = view;
  const offset = shopClockOffset(now, receivedAt);
  const [shopNow, setShopNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    if (!revealAt) return;
    const timer = setInterval(() => setShopNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [revealAt, offset]);
  const left = revealAt ? timeLeft(revealAt, shopNow) : undefined;
  const due = left?.due ?? false;
  // Only a countdown that runs out on screen asks again: one already out was just asked.
  const wasDue = useRef(due);
  useEffect(() => {
    if (due && !wasDue.current) onDue();
    wasDue.current = due;
  }, [due, onDue]);
  return left;
}
