// Lyrics approval (issue 26): on, the buyer of a paid order reads the lyrics draft on their order page and approves
// it or asks one change (no answer in 24 hours counts as approval; the due time moves by the wait); off, nothing is asked.
import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminApi } from '../kit/api';
import { adminKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useLyricsApprovalSetting } from './settingsQueries';
import { toast } from '../../ui/toasts';
import { SettingSwitch } from './SettingSwitch';

export function LyricsApprovalToggle() {
  const setting = useLyricsApprovalSetting();
  const refresh = useRefresh();
  const update = useMutation({
    mutationFn: (enabled: boolean) => adminApi.setLyricsApprovalEnabled(enabled),
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', ADMIN_MESSAGES.settingUpdated),
    onError: () => toast.error('Error', ADMIN_MESSAGES.settingUpdateFailed),
    onSettled: () => refresh(adminKeys.lyricsApprovalSetting, adminKeys.orders, adminKeys.audit),
  });

  return (
    <SettingSwitch
      id="lyrics-approval-setting"
      name="Lyrics approval"
      meaning={(enabled) =>
        enabled
          ? 'Buyers of paid orders approve the lyrics draft or ask for one change; no answer in 24 hours counts as approval, and the due time moves by the wait'
          : 'Songs are recorded without asking the buyer about the lyrics'
      }
      setting={setting}
      update={update}
    />
  );
}
