// The state of "notify this device about X" for a button or a switch: checked on mount (so a reload shows
// it), then turned on (permission, subscribe, tell the server) or off.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { PushTarget } from '../../../shared/schemas/push';
import { isSubscribedFor, pushSupport, subscribeDevice, unsubscribeDevice, type PushSend, type PushSupport } from './device';

export type PushDeviceStatus =
  /** Checking this device's subscription. */
  | 'checking'
  | 'off'
  | 'on'
  | 'turning-on'
  | 'turning-off'
  /** The browser (or the person) refused notifications for this site. */
  | 'blocked'
  | 'failed';

export interface PushDevice {
  support: PushSupport;
  status: PushDeviceStatus;
  enable(): void;
  disable(): void;
}

const noChanges = () => () => undefined;
let deviceSupport: PushSupport | undefined;
/** Read once: whether this browser can take notifications does not change while the page is open. */
const supportHere = () => (deviceSupport ??= pushSupport());
/**
 * What the server's HTML of an order's page shows before the browser is known (and the browser's first render of it,
 * which must match): the button as most browsers get it, busy while it checks; the device's own answer follows.
 */
const supportInServerHtml = (): PushSupport => 'supported';

const blockedNow = () => typeof Notification !== 'undefined' && Notification.permission === 'denied';

export function usePushDevice(target: PushTarget | null, vapidPublicKey: string | undefined, send: PushSend): PushDevice {
  const support = useSyncExternalStore(noChanges, supportHere, supportInServerHtml);
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const key = target ? JSON.stringify(target) : '';

  useEffect(() => {
    if (!target || support !== 'supported') return;
    let live = true;
    isSubscribedFor(target).then(
      (on) => live && setStatus(on ? 'on' : blockedNow() ? 'blocked' : 'off'),
      () => live && setStatus('off'),
    );
    return () => {
      live = false;
    };
    // `key` stands for the target's value: a new object with the same target checks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- target is followed through key
  }, [key, support]);

  const enable = useCallback(() => {
    if (!target || !vapidPublicKey) return;
    setStatus('turning-on');
    subscribeDevice(target, vapidPublicKey, send).then(
      (outcome) => setStatus(outcome === 'subscribed' ? 'on' : 'blocked'),
      (err: unknown) => {
        console.warn('Could not turn on notifications', err);
        setStatus(blockedNow() ? 'blocked' : 'failed');
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- target is followed through key
  }, [key, vapidPublicKey, send]);

  const disable = useCallback(() => {
    setStatus('turning-off');
    unsubscribeDevice(send).then(
      () => setStatus('off'),
      (err: unknown) => {
        console.warn('Could not turn off notifications', err);
        setStatus('failed');
      },
    );
  }, [send]);

  return { support, status: support === 'supported' ? status : 'off', enable, disable };
}
