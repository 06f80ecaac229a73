// The frame around every page: skip link, shared header and footer (hidden on the spec's full-screen routes), the
// page itself (or, if it fails to load or render, a way on: PageErrorBoundary), and the global toaster and prompts.
// The shell brings in one feature, the chat launcher, through the chat's public entry.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from '../ui/router';
import { showsSiteChrome } from '../../shared/routes';
import { ChatLauncher } from '../features/chat';
import { AnalyticsBoot } from './AnalyticsBoot';
import { Footer } from './Footer';
import { Header } from './Header';
import { IosInstallHint } from './IosInstallHint';
import { PageFallback } from '../ui/PageFallback';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteFocus } from './RouteFocus';
import { ScrollToTop } from './ScrollToTop';
import { useFocusInView } from './useFocusInView';

const TRANSPARENT_HEADER = new Set(['/', '/home']);

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const chrome = showsSiteChrome(pathname);
  useFocusInView();
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <AnalyticsBoot />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome && <Header transparent={TRANSPARENT_HEADER.has(pathname)} />}
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      {chrome && <Footer />}
      {/* The customer's chat goes with the shared footer (spec §2), but not into the admin area, which answers it. */}
      {chrome && !pathname.startsWith('/admin') && <ChatLauncher />}
      <IosInstallHint />
    </>
  );
}
