// "Alerts on this device": an admin's phone or laptop gets a push for every new paid order and new chat, even
// with the admin page closed. The switch asks the browser's permission and subscribes this device; below it,
// every device that gets alerts, with Remove.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminRequest } from '../kit/api';
import { usePublicConfig } from '../../core/api/queries';
import { HomeScreenHint, forgetTarget, usePushDevice, type PushDevice } from '../../features/push';
import { adminKeys } from '../kit/queries';
import { PushDeviceList } from './PushDeviceList';

const ADMIN_TARGET = { kind: 'admin' } as const;

function stateLine({ support, status }: PushDevice): { label: string; detail: string } {
  if (support === 'unsupported')
    return {
      label: 'Not available',
      detail: 'This browser can’t receive push notifications. Try Chrome, Edge or Firefox, or Safari on a Mac.',
    };
  switch (status) {
    case 'checking':
      return { label: 'Checking…', detail: '' };
    case 'on':
    case 'turning-off':
      return { label: 'On', detail: 'This device gets a notification for every new paid order and new chat message.' };
    case 'turning-on':
      return { label: 'Turning on…', detail: 'Allow notifications when the browser asks.' };
    case 'blocked':
      return {
        label: 'Blocked',
        detail: 'Notifications are blocked for this site in this browser. Allow them in the site settings, then turn this on.',
      };
    case 'failed':
      return { label: 'Off', detail: 'The alerts could not be changed. Check the connection and try again.' };
    default:
      return { label: 'Off', detail: 'Turn on to hear about new orders and chats here, even with the admin page closed.' };
  }
}

export function PushAlertsSetting() {
  // Removing the device this sign-in turned on starts the switch over (it reads this device's state again).
  const [round, setRound] = useState(0);
  return (
    <section className="card admin-card setting" aria-labelledby="push-alerts-label">
      <PushAlertsSwitch key={round} />
      <PushDeviceList
        onRemovedThisSession={() => {
          forgetTarget(ADMIN_TARGET);
          setRound((n) => n + 1);
        }}
      />
    </section>
  );
}

function PushAlertsSwitch() {
  const vapidPublicKey = usePublicConfig().data?.vapidPublicKey;
  const device = usePushDevice(ADMIN_TARGET, vapidPublicKey, adminRequest);
  const { support, status } = device;
  const on = status === 'on' || status === 'turning-on';
  const busy = status === 'turning-on' || status === 'turning-off';
  const unavailable = support !== 'supported' || status === 'checking' || !vapidPublicKey;
  const { label, detail } = stateLine(device);
  // A device turned on or off shows in the list below.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'on' || status === 'off') {
      void queryClient.invalidateQueries({ queryKey: adminKeys.pushDevices });
      void queryClient.invalidateQueries({ queryKey: adminKeys.setup });
    }
  }, [status, queryClient]);

  return (
    <div className="setting__row">
      <div className="setting__text">
        <h3 className="setting__name" id="push-alerts-label">
          Alerts on this device
        </h3>
        {support === 'ios-home-screen' ? (
          <HomeScreenHint what="alerts" />
        ) : (
          <p className="setting__state" id="push-alerts-state" role={status === 'blocked' || status === 'failed' ? 'alert' : undefined}>
            <strong>{label}</strong>
            {detail && <> · {detail}</>}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-labelledby="push-alerts-label"
        aria-describedby={support === 'ios-home-screen' ? undefined : 'push-alerts-state'}
        disabled={unavailable}
        aria-disabled={busy}
        onClick={() => !busy && (on ? device.disable() : device.enable())}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
