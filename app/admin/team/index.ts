// The Team tab (issue 26): the owner's staff accounts and the accept time; the staff list for the order dialog's musician
// picker; everyone's signed-in devices (SessionsPanel, under the dashboard's title).
export { SessionsPanel } from './SessionsPanel';
export { TeamTab } from './TeamTab';
export { useStaff } from './teamQueries';
