// Reading what a server render knew (ui/renderContext.ts): once the page is live, the browser's own address and clock.
import { useContext } from 'react';
import type { ClockZone } from '../core/moments';
import { RenderContext } from './renderContext';
import { useHydrated } from './useHydrated';

/**
 * The shop's address ("https://shop.example"): the one the server rendered the page for, while rendering it and while
 * the browser takes its HTML over (so both draw the same links), then the browser's own (a proxy may have shown the
 * server another host), which redraws the links that differ.
 */
export function useOrigin(): string {
  const rendered = useContext(RenderContext)?.origin;
  return useHydrated() || !rendered ? window.location.origin : rendered;
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
