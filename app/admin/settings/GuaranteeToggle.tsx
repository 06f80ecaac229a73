// The guarantee on late orders (issue 26): on, an order delivered after its due time gets its rush fee refunded
// (rush orders) or a discount code for a next order (others), once; off, nothing is given.
import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminApi } from '../kit/api';
import { adminKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useGuaranteeSetting } from './settingsQueries';
import { toast } from '../../ui/toasts';
import { SettingSwitch } from './SettingSwitch';

export function GuaranteeToggle() {
  const setting = useGuaranteeSetting();
  const refresh = useRefresh();
  const update = useMutation({
    mutationFn: (enabled: boolean) => adminApi.setGuaranteeEnabled(enabled),
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', ADMIN_MESSAGES.settingUpdated),
    onError: () => toast.error('Error', ADMIN_MESSAGES.settingUpdateFailed),
    onSettled: () => refresh(adminKeys.guaranteeSetting, adminKeys.audit),
  });

  return (
    <SettingSwitch
      id="guarantee-setting"
      name="On-time guarantee"
      meaning={(enabled) =>
        enabled
          ? 'A song delivered after its due time gets its rush fee refunded, or a 20% code for a next song, once'
          : 'Late songs get no automatic compensation'
      }
      setting={setting}
      update={update}
    />
  );
}
