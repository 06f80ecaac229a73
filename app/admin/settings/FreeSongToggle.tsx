// The Free Song Link setting (spec §2, §4): a switch that writes 'true' or 'false'; a missing setting reads as
// off. The shop's header reads the same setting, so it is refreshed too.
import { adminApi } from '../kit/api';
import { adminKeys, publicKeys } from '../kit/queries';
import { useFreeSongSetting } from './settingsQueries';
import { SettingSwitch, useSwitchSave } from './SettingSwitch';

export function FreeSongToggle() {
  const setting = useFreeSongSetting();
  const update = useSwitchSave(adminApi.setFreeSongEnabled, adminKeys.freeSongSetting, publicKeys.freeSongSetting);

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
