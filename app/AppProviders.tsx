// The providers every page sits in, the same in the browser and when a page is prerendered on the server:
// the server-state cache, and what the page tells the document's head.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageMetaContext, type PageMeta } from './ui/usePageMeta';

export function AppProviders({ client, meta, children }: { client: QueryClient; meta?: (meta: PageMeta) => void; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <PageMetaContext.Provider value={meta ?? null}>{children}</PageMetaContext.Provider>
    </QueryClientProvider>
  );
}
