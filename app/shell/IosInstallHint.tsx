// On iOS Safari, which never offers an install prompt: a dismissible "Add to Home Screen" hint. Only this check
// ships with every page; the hint itself (IosInstallHintBar.tsx, its styles and icons) loads on iOS Safari alone.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isIosSafariBrowser } from '../ui/install';

const IosInstallHintBar = lazy(() => import('./IosInstallHintBar'));

const DISMISSED_KEY = 'ios-install-hint-dismissed';
const noChanges = () => () => undefined;

export function IosInstallHint() {
  // Read from the browser after hydration (the server's HTML never shows it); nothing here changes by itself.
  const wanted = useSyncExternalStore(
    noChanges,
    () => isIosSafariBrowser() && localStorage.getItem(DISMISSED_KEY) !== '1',
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <IosInstallHintBar onDismiss={dismiss} />
    </Suspense>
  );
}
