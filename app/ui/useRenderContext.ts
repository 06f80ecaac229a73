// Reading what a server render knew (ui/renderContext.ts): once the page is live, the browser's own address and clock.
import { useContext } from 'react';
import type { ClockZone } from '../core/moments';
import { RenderContext } from './renderContext';
import { useHydrated } from './useHydrated';

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
