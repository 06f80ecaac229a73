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
