// The guarantee on late orders (issue 26): on, an order delivered after its due time gets its rush fee refunded
// (rush orders) or a discount code for a next order (others), once; off, nothing is given.
import { adminApi } from '../kit/api';
import { adminKeys } from '../kit/queries';
import { useGuaranteeSetting } from './settingsQueries';
import { SettingSwitch, useSwitchSave } from './SettingSwitch';

export function GuaranteeToggle() {
  const setting = useGuaranteeSetting();
  const update = useSwitchSave(adminApi.setGuaranteeEnabled, adminKeys.guaranteeSetting, adminKeys.audit);

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
