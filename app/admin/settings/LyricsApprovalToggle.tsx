// Lyrics approval (issue 26): on, the buyer of a paid order reads the lyrics draft on their order page and approves
// it or asks one change (no answer in 24 hours counts as approval; the due time moves by the wait); off, nothing is asked.
import { adminApi } from '../kit/api';
import { adminKeys } from '../kit/queries';
import { useLyricsApprovalSetting } from './settingsQueries';
import { SettingSwitch, useSwitchSave } from './SettingSwitch';

export function LyricsApprovalToggle() {
  const setting = useLyricsApprovalSetting();
  const update = useSwitchSave(adminApi.setLyricsApprovalEnabled, adminKeys.lyricsApprovalSetting, adminKeys.orders, adminKeys.audit);

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
