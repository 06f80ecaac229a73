// What a page rendered on the server knew that a browser learns from itself: the address the visitor asked at and
// the moment of the render. The browser's first render of that HTML (hydration) uses the same, so both match; once
// live, the page reads its own clock (useClockZone below, the order page’s countdown).
import { createContext, useContext } from 'react';
import type { ClockZone } from '../core/moments';
import { useHydrated } from './useHydrated';

export interface RenderContextValue {
  /** The shop's address as the visitor asked for it ("https://shop.example"). */
  origin: string;
  /** When the page's HTML was rendered (ms since the epoch); absent for a page the browser renders itself. */
  renderedAt?: number;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

/** The shop's address ("https://shop.example"): the server's view of it while rendering, the browser's own after. */
export function useOrigin(): string {
  return useContext(RenderContext)?.origin ?? window.location.origin;
}

/** When the server rendered the page, while its HTML is being taken over; undefined once live (or never rendered there). */
export function useRenderMoment(): number | undefined {
  const renderedAt = useContext(RenderContext)?.renderedAt;
  return useHydrated() ? undefined : renderedAt;
}

/**
 * The clock a page writes moments on: UTC in the server's HTML and while the browser takes it over (the server cannot
 * know the device's zone, and the two renders must match), the device's own from then on.
 */
export function useClockZone(): ClockZone {
  return useHydrated() ? 'device' : 'utc';
}
