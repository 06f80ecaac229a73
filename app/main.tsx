// The PWA's entry: providers (server-state cache, tooltips, toasts), the router, the service worker.
import '@fontsource/fraunces/latin-600.css';
import './styles/base.css';
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { Toaster } from './components/Toaster';
import { UpdatePrompt } from './components/UpdatePrompt';
import { listenForInstallPrompt } from './stores/install';

listenForInstallPrompt();
const queryClient = createQueryClient();

// Free-song applications made offline go out when the app starts and whenever the connection returns. The watcher
// loads once the first page is idle (about 1 kB); what sends loads only when something waits.
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
whenIdle(() => {
  import('./pages/free-song/watchQueue').then((m) => m.watchFreeSongQueue(queryClient)).catch(() => undefined);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700}>
        <BrowserRouter>
          <App />
          <Toaster />
          <UpdatePrompt />
        </BrowserRouter>
      </Tooltip.Provider>
    </QueryClientProvider>
  </StrictMode>,
);
