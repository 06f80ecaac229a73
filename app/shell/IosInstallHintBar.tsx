// The "Add to Home Screen" hint IosInstallHint.tsx shows on iOS Safari: how to install, and a button to dismiss it.
import { useShop } from '../core/api/queries';
import { CloseIcon, ShareIcon } from '../ui/icons';
import './IosInstallHint.css';

export default function IosInstallHintBar({ onDismiss }: { onDismiss: () => void }) {
  const { name } = useShop();
  return (
    <aside className="ios-hint" aria-label={`Install ${name}`}>
      <p>
        Install {name}: tap <ShareIcon className="ios-hint__icon" title="Share" /> then <strong>Add to Home Screen</strong>.
      </p>
      <button type="button" className="ios-hint__close" onClick={onDismiss} aria-label="Dismiss install hint">
        <CloseIcon width={20} height={20} />
      </button>
    </aside>
  );
}
