// The Settings tab (shop profile, offers, testimonials, free-song promotion, alerts) and the setup checklist above
// the dashboard.
export { SettingsTab } from './SettingsTab';
export { SetupChecklist } from './SetupChecklist';
