// The providers every page sits in, the same in the browser and when a page is rendered on the server:
// the server-state cache, what the page tells the document's head, and what the render knew (ui/renderContext.ts).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageMetaContext, type PageMeta } from './ui/usePageMeta';
import { RenderContext, type RenderContextValue } from './ui/renderContext';

interface AppProvidersProps {
  client: QueryClient;
  meta?: (meta: PageMeta) => void;
  /** What the render knew: on the server the address asked at and its moment; in the browser the moment of the page it takes over. */
  render?: RenderContextValue;
  children: ReactNode;
}

export function AppProviders({ client, meta, render, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <RenderContext.Provider value={render ?? null}>
        <PageMetaContext.Provider value={meta ?? null}>{children}</PageMetaContext.Provider>
      </RenderContext.Provider>
    </QueryClientProvider>
  );
}
