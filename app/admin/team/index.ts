// The Team tab (issue 26): the owner's staff accounts and the accept time; the staff list for the order dialog's musician picker.
export { TeamTab } from './TeamTab';
export { useStaff } from './teamQueries';
