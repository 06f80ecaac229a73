// Renders one route of the app to HTML on the server, with the page data already in the query cache, waiting for
// every lazy page and section to load (react-dom/static), and hears the title and description the page sets. A
// private page rendered for its visitor also has its own answers (by their whole keys) and the address asked at.
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRouter } from '../ui/router';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import type { PageMeta } from '../ui/usePageMeta';
import type { PrerenderData, SeededQuery } from '../../shared/prerender';

export interface RenderedPage {
  html: string;
  meta: PageMeta | undefined;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface RenderOptions {
  /** The shop's address as the visitor asked for it (links the page writes in full). */
  origin: string;
  /** A private page's own answers. */
  queries?: readonly SeededQuery[];
}

export async function renderPage(location: string, data: PrerenderData, renderedAt: number, options: RenderOptions): Promise<RenderedPage> {
  // Nothing is fetched while prerendering: what is not in the data renders as it does before its answer arrives.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) client.setQueryData([key], value, { updatedAt: renderedAt });
  }
  for (const [key, value] of options.queries ?? []) client.setQueryData(key, value, { updatedAt: renderedAt });
  let meta: PageMeta | undefined;
  const tree = (
    <AppProviders client={client} meta={(m) => (meta = m)} render={{ origin: options.origin, renderedAt }}>
      <AppRouter location={location}>
        <App />
        {/* The browser renders the Toaster and the update prompt beside the app (app/main.tsx), both empty at first.
            useId numbers each id by its place among siblings, so the server keeps their places: without them
            every id differed (the FAQ's accordion links its questions to their answers by id). */}
        {null}
        {null}
      </AppRouter>
    </AppProviders>
  );
  // React writes a Suspense boundary apart from its place, with an inline script to move it in, when its content is
  // large or came late; the shop's Content-Security-Policy forbids inline scripts. So no size counts as large, and a
  // page whose lazy parts loaded only during the first render is rendered again: plain HTML, no script.
  for (let pass = 1; ; pass++) {
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    const html = await text(prelude);
    if (!SUSPENDED.test(html)) return { html, meta };
    if (pass === 3) throw new Error(`${location} still has a boundary written apart after ${pass} renders`);
  }
}

/** What React writes for a Suspense boundary completed after its place was written. */
const SUSPENDED = /<template id="B:|<!--\$\?-->|<script>/;
