// The Settings tab ('Application Settings', spec §2): the shop's profile, the Free Song Link switch, this device's
// alerts, the offers editor, the shop's testimonials and what is left of the demo content.
import { FreeSongToggle } from './FreeSongToggle';
import { OffersEditor } from './OffersEditor';
import { DemoContentBlock } from './DemoContentBlock';
import { PushAlertsSetting } from './PushAlertsSetting';
import { ShopProfileSection } from './ShopProfileForm';
import { TestimonialsEditor } from './TestimonialsEditor';
import './admin-settings.css';

export function SettingsTab() {
  return (
    <div className="admin-settings">
      <h2 className="admin-settings__title">Application Settings</h2>
      <ShopProfileSection />
      <FreeSongToggle />
      <PushAlertsSetting />
      <OffersEditor />
      <TestimonialsEditor />
      <DemoContentBlock />
    </div>
  );
}
