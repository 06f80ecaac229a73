// What the floating 'Chat with Human' button shows, the same before and after the widget's code has loaded:
// the icon, the words, and the count of Support's unread replies.

export const CHAT_BUTTON_LABEL = 'Chat with Human';

/** What the widget shows on the button. */
export interface ChatButtonState {
  open: boolean;
  unread: number;
}

function ChatBubbleIcon() {
  return (
    <svg
      className="chat-launcher__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 12.5a7.5 7.5 0 0 1-11.2 6.5L4 20l1.1-4.3A7.5 7.5 0 1 1 20 12.5z" />
      <path d="M9 11h6M9 14.5h4" />
    </svg>
  );
}

export function ChatButtonFace({ unread }: { unread: number }) {
  return (
    <>
      <ChatBubbleIcon />
      <span className="chat-launcher__label">{CHAT_BUTTON_LABEL}</span>
      {unread > 0 && (
        <span className="chat-launcher__badge" data-testid="chat-unread">
          {unread > 9 ? '9+' : unread}
          <span className="visually-hidden">{unread === 1 ? ' new reply' : ' new replies'}</span>
        </span>
      )}
    </>
  );
}
