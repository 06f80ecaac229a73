// The Live Chat tab: sessions and threads, kept live by the admin event stream (useChatLive), whose signals other
// tabs read too.
export { LiveChatTab } from './LiveChatTab';
export { unreadTotal } from './chatLists';
export { useChatLive, useChatSignals } from './chatLive';
export { useChatSessions } from './chatQueries';
