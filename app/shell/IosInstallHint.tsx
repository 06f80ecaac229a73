// On iOS Safari, which never offers an install prompt: a dismissible "Add to Home Screen" hint.
import { useState, useSyncExternalStore } from 'react';
import { useShop } from '../core/api/queries';
import { isIosSafariBrowser } from '../ui/install';
import { CloseIcon, ShareIcon } from '../ui/icons';
import './IosInstallHint.css';

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
  const { name } = useShop();
  if (!wanted || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <aside className="ios-hint" aria-label={`Install ${name}`}>
      <p>
        Install {name}: tap <ShareIcon className="ios-hint__icon" title="Share" /> then <strong>Add to Home Screen</strong>.
      </p>
      <button type="button" className="ios-hint__close" onClick={dismiss} aria-label="Dismiss install hint">
        <CloseIcon width={20} height={20} />
      </button>
    </aside>
  );
}
