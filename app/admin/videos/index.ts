// The Video Templates tab (the staff's /video-test page loads on demand from VideoTestPage.tsx).
export { VideoTemplatesTab } from './VideoTemplatesTab';
