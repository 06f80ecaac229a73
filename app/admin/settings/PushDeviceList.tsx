// The devices that get this shop's admin alerts (Settings → Alerts on this device), each with Remove: a lost
// phone or a shared laptop stops hearing of orders and chats. Signing out forgets the device of that session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPushDevice } from '../../../shared/admin-api-types';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { adminKeys, retryIfUnreached } from '../kit/queries';
import { useAdminPushDevices } from './settingsQueries';
import { toast } from '../../ui/toasts';
import { LoadError } from '../kit/LoadState';

export function PushDeviceList({ onRemovedThisSession }: { onRemovedThisSession: () => void }) {
  const devices = useAdminPushDevices();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (device: AdminPushDevice) => adminApi.removePushDevice(device.id),
    retry: retryIfUnreached,
    onSuccess: (_, device) => {
      toast.success('Device removed', `${device.service} no longer gets alerts.`);
      if (device.thisSession) onRemovedThisSession();
    },
    onError: (error) => toast.error('Could not remove the device', failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pushDevices }),
  });

  if (devices.isError)
    return (
      <LoadError
        message="Failed to fetch the devices that get alerts"
        detail={failureText(devices.error)}
        onRetry={() => void devices.refetch()}
        retrying={devices.isFetching}
      />
    );
  if (devices.isPending) return <p className="setting__state">Loading devices…</p>;
  if (devices.data.length === 0) return <p className="setting__state">No device gets alerts yet.</p>;

  return (
    <div className="push-devices">
      <h4 className="push-devices__title" id="push-devices-title">
        Devices that get alerts
      </h4>
      <ul className="push-devices__list" aria-labelledby="push-devices-title">
        {devices.data.map((device) => (
          <li key={device.id} className="push-devices__item">
            <div className="push-devices__text">
              <span>
                <strong>{device.service}</strong>
                {device.thisSession && <span className="push-devices__here"> · turned on in this sign-in</span>}
              </span>
              <span className="push-devices__when">
                Since {formatDateTime(device.subscribedAt)} ·{' '}
                {device.lastPushAt ? `last alert ${formatDateTime(device.lastPushAt)}` : 'no alert yet'}
              </span>
            </div>
            <button
              type="button"
              className="btn btn--outline btn--small"
              aria-label={`Remove ${device.service}, since ${formatDateTime(device.subscribedAt)}`}
              aria-disabled={remove.isPending}
              onClick={() => !remove.isPending && remove.mutate(device)}
            >
              {remove.isPending && remove.variables?.id === device.id ? 'Removing…' : 'Remove'}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
