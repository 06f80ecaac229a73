// The Settings tab ('Application Settings', spec §2): the shop's profile, the Free Song Link switch, this device's
// alerts, then the offers editor.
import { FreeSongToggle } from './FreeSongToggle';
import { OffersEditor } from './OffersEditor';
import { PushAlertsSetting } from './PushAlertsSetting';
import { ShopProfileSection } from './ShopProfileForm';
import './admin-settings.css';

export function SettingsTab() {
  return (
    <div className="admin-settings">
      <h2 className="admin-settings__title">Application Settings</h2>
      <ShopProfileSection />
      <FreeSongToggle />
      <PushAlertsSetting />
      <OffersEditor />
    </div>
  );
}
