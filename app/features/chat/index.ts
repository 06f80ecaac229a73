// The customer's live chat (spec §2): the launcher is all the rest of the app sees; it loads the widget, its machine
// and its offline store on demand.
export { ChatLauncher } from './ChatLauncher';
