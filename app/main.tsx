// The PWA's entry: providers (server-state cache, tooltips, toasts), the router, the service worker (registered once
// the first page is idle). A page the server prerendered is hydrated (its HTML stays, React takes it over); the app
// shell is rendered from scratch.
import './styles/fonts.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from './reactDom';
import { AppRouter } from './ui/router';
import { createQueryClient } from './core/api/queryClient';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { Toaster } from './ui/Toaster';
import { LateUpdatePrompt } from './shell/LateUpdatePrompt';
import { adoptPrerenderedData, refreshPrerenderedData, type AdoptedPage } from './core/prerenderedData';
import { listenForInstallPrompt } from './ui/install';
import { FRAME_ATTRIBUTE } from '../shared/prerender';
import { privatePageAt } from '../shared/privatePages';

listenForInstallPrompt();

// Starting is three tasks, each short enough for a phone to answer a tap between them: evaluating the code (this
// module and its imports), reading the page's data, and taking the page over (hydrating it, itself in slices). As
// one task it held a phone's main thread for well over 50 ms. (Not top-level await: with it the bundler splits the
// entry's code into some thirty chunks, each one more request and preload.)
const inNextTask = (step: () => void) => setTimeout(step, 0);
inNextTask(() => {
  const queryClient = createQueryClient();
  const adopted = adoptPrerenderedData(queryClient);
  startBackgroundWork(queryClient, adopted);
  inNextTask(() => mount(queryClient, adopted));
});

function startBackgroundWork(queryClient: QueryClient, adopted: AdoptedPage | undefined): void {
  // Free-song applications made offline go out when the app starts and whenever the connection returns. The watcher
  // loads once the first page is idle (about 1 kB); what sends loads only when something waits.
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
  // Each in an idle moment of its own: on a phone, every request started costs the main thread a few milliseconds.
  whenIdle(() => {
    import('./features/free-song/watchQueue').then((m) => m.watchFreeSongQueue(queryClient)).catch(() => undefined);
  });
  // What the prerendered page was rendered with is asked for again once it has hydrated (not during: a refetch
  // started by hydration's effects renders every reader again at once, in one long task); an answer whose reader
  // hydrates later (its route's code still on its way when the browser fell idle) is asked for once it has one.
  if (adopted) whenIdle(() => void refreshPrerenderedData(queryClient, adopted.keys, whenIdle));

  // A page a mail leads to (/order/{token}, /song/{token}) is private: the server renders it for its visitor, with
  // its answers in the page (seeded above, so nothing is asked for again now). Where it sent the page's frame
  // instead (an unknown token, no renderer), its data is asked for now, while the app renders, instead of once the
  // page's code has arrived and rendered; the frame named the same addresses as preloads
  // (api/http/privatePageHints.ts), so these requests are answered from what came.
  const privatePage = privatePageAt(window.location.pathname);
  if (privatePage) {
    const { token } = privatePage;
    const started =
      privatePage.kind === 'order'
        ? import('./features/order/orderQueries').then(({ orderQuery, reviewStateQuery }) =>
            Promise.all([queryClient.prefetchQuery(orderQuery(token)), queryClient.prefetchQuery(reviewStateQuery(token))]),
          )
        : import('./features/song/useSong').then(({ songQuery }) => queryClient.prefetchQuery(songQuery(token)));
    started.catch(() => undefined);
  }
}

function mount(queryClient: QueryClient, adopted: AdoptedPage | undefined): void {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} render={adopted}>
        <AppRouter>
          <App />
          <Toaster />
          <LateUpdatePrompt />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // As a transition, hydration (and the app shell's first render) yields to the browser every few milliseconds
  // instead of holding the main thread in one long task.
  // A private page's frame (the shop around a loading page) is not the page: the app renders the page in its place.
  if (adopted && root.hasChildNodes() && !root.hasAttribute(FRAME_ATTRIBUTE)) startTransition(() => void hydrateRoot(root, app));
  else startTransition(() => createRoot(root).render(app));
}
