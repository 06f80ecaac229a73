// "Install app", shown only where the browser has offered to install (beforeinstallprompt).
import { useInstall } from './install';

export function InstallButton({ className = 'btn btn--outline' }: { className?: string }) {
  const deferred = useInstall((s) => s.deferred);
  const install = useInstall((s) => s.install);
  if (!deferred) return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      Install app
    </button>
  );
}
