// The Production tab (issue 26): the board of open work by stage and due time.
export { BoardTab } from './BoardTab';
