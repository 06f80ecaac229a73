// On iOS Safari, which never offers an install prompt: a dismissible "Add to Home Screen" hint.
import { useEffect, useState } from 'react';
import { isIosSafariBrowser } from '../stores/install';
import { CloseIcon, ShareIcon } from './icons';
import './IosInstallHint.css';

const DISMISSED_KEY = 'ios-install-hint-dismissed';

export function IosInstallHint() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (isIosSafariBrowser() && localStorage.getItem(DISMISSED_KEY) !== '1') setShow(true);
  }, []);
  if (!show) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setShow(false);
  };
  return (
    <aside className="ios-hint" aria-label="Install Serenade">
      <p>
        Install Serenade: tap <ShareIcon className="ios-hint__icon" title="Share" /> then <strong>Add to Home Screen</strong>.
      </p>
      <button type="button" className="ios-hint__close" onClick={dismiss} aria-label="Dismiss install hint">
        <CloseIcon width={20} height={20} />
      </button>
    </aside>
  );
}
