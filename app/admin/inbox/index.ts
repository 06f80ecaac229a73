// The contact form's inbox, shown inside the Live Chat tab.
export { InboxSection } from './InboxSection';
export { useInbox } from './inboxQueries';
