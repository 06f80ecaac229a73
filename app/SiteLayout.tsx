// The frame around every page: skip link, shared header and footer (hidden on the spec's full-screen
// routes), the page itself, and the global toaster and prompts. It sits beside the route table, not in components/:
// it brings in features (the chat), and features build on components/.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsSiteChrome } from '../shared/routes';
import { ChatLauncher } from './chat/ChatLauncher';
import { AnalyticsBoot } from './components/AnalyticsBoot';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { IosInstallHint } from './components/IosInstallHint';
import { PageFallback } from './components/PageFallback';
import { ScrollToTop } from './components/ScrollToTop';

const TRANSPARENT_HEADER = new Set(['/', '/home']);

export function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = showsSiteChrome(pathname);
  return (
    <>
      <ScrollToTop />
      <AnalyticsBoot />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome && <Header transparent={TRANSPARENT_HEADER.has(pathname)} />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome && <Footer />}
      {/* The customer's chat goes with the shared footer (spec §2), but not into the admin area, which answers it. */}
      {chrome && !pathname.startsWith('/admin') && <ChatLauncher />}
      <IosInstallHint />
    </>
  );
}
