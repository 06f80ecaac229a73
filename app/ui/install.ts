// Whether the browser offers to install the app (beforeinstallprompt), kept from the first moment the page loads.
import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
  install(): Promise<void>;
}

export const useInstall = create<InstallState>((set, get) => ({
  deferred: null,
  installed: false,
  async install() {
    const event = get().deferred;
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    set({ deferred: null, installed: outcome === 'accepted' });
  },
}));

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstall.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstall.setState({ deferred: null, installed: true }));
}

/** iOS Safari has no install prompt: people add the app from the Share menu. */
export function isIosSafariBrowser(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
  return ios && safari && !standalone;
}
