// The Free Song Link setting (spec §2, §4): a switch that writes 'true' or 'false'; a missing setting reads as
// off. The shop's header reads the same setting, so it is refreshed too.
import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminApi } from '../kit/api';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useFreeSongSetting } from './settingsQueries';
import { toast } from '../../ui/toasts';
import { SettingSwitch } from './SettingSwitch';

export function FreeSongToggle() {
  const setting = useFreeSongSetting();
  const refresh = useRefresh();
  const update = useMutation({
    mutationFn: (enabled: boolean) => adminApi.setFreeSongEnabled(enabled),
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', ADMIN_MESSAGES.settingUpdated),
    onError: () => toast.error('Error', ADMIN_MESSAGES.settingUpdateFailed),
    onSettled: () => refresh(adminKeys.freeSongSetting, publicKeys.freeSongSetting),
  });

  return (
    <SettingSwitch
      id="free-song-setting"
      name="Free Song Link"
      meaning={(enabled) => `The 'Get a Free Song' link is ${enabled ? 'visible' : 'hidden'} in the navigation`}
      setting={setting}
      update={update}
    />
  );
}
