// The Settings tab ('Application Settings', spec §2): the shop's profile, the Free Song Link, guarantee and lyrics
// approval switches, this device's alerts, the offers editor, the add-ons, the shop's testimonials and the
// customers' reviews, what is left of the demo content, and the audit log.
import { AuditLogSection } from './AuditLogSection';
import { FreeSongToggle } from './FreeSongToggle';
import { GuaranteeToggle } from './GuaranteeToggle';
import { LyricsApprovalToggle } from './LyricsApprovalToggle';
import { OffersEditor } from './OffersEditor';
import { AddOnsEditor } from './AddOnsEditor';
import { DemoContentBlock } from './DemoContentBlock';
import { PushAlertsSetting } from './PushAlertsSetting';
import { ReviewModeration } from './ReviewModeration';
import { ShopProfileSection } from './ShopProfileForm';
import { TestimonialsEditor } from './TestimonialsEditor';
import './admin-settings.css';

export function SettingsTab() {
  return (
    <div className="admin-settings">
      <h2 className="admin-settings__title">Application Settings</h2>
      <ShopProfileSection />
      <FreeSongToggle />
      <GuaranteeToggle />
      <LyricsApprovalToggle />
      <PushAlertsSetting />
      <OffersEditor />
      <AddOnsEditor />
      <TestimonialsEditor />
      <ReviewModeration />
      <DemoContentBlock />
      <AuditLogSection />
    </div>
  );
}
