// What the floating 'Chat with Human' button shows, the same before and after the widget's code has loaded:
// the icon, the words, and the count of Support's unread replies.
import { ChatIcon } from '../../ui/icons';

export const CHAT_BUTTON_LABEL = 'Chat with Human';

/** What the widget shows on the button. */
export interface ChatButtonState {
  open: boolean;
  unread: number;
}

export function ChatButtonFace({ unread }: { unread: number }) {
  return (
    <>
      <ChatIcon className="chat-launcher__icon" />
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
