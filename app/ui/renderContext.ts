// What a page rendered on the server knew that a browser learns from itself: the address the visitor asked at and
// the moment of the render. The browser's first render of that HTML (hydration) uses the same, so both match
// (the hooks that read it: ui/useRenderContext.ts, apart, since every page's first script carries this module).
import { createContext } from 'react';

export interface RenderContextValue {
  /** The shop's address the page was rendered for ("https://shop.example"). */
  origin?: string | undefined;
  /** When the page's HTML was rendered (ms since the epoch); absent for a page the browser renders itself. */
  renderedAt?: number | undefined;
}

export const RenderContext = createContext<RenderContextValue | null>(null);
