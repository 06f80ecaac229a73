// The address that opens a conversation: the reply mail's `/#chat=<sessionId>&token=<token>` (adopt it) and a
// notification's `/#chat=<sessionId>` (open the one already here). Read here, removed by the widget.

/**
 * shared/schemas/chat.ts's SESSION_ID_PATTERN, written out: this module is in the first page's bundle, and
 * importing that schema module would bring zod with it.
 */
const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;

export interface ChatLinkInAddress {
  sessionId: string;
  token?: string;
}

export function chatLinkIn(hash: string): ChatLinkInAddress | null {
  if (!hash.startsWith('#chat=')) return null;
  const params = new URLSearchParams(hash.slice(1));
  const sessionId = params.get('chat') ?? '';
  if (!SESSION_ID_PATTERN.test(sessionId)) return null;
  const token = params.get('token');
  return token ? { sessionId, token } : { sessionId };
}

/** Takes the link out of the address bar and history: the token must not stay where it can be shared or bookmarked. */
export function dropChatLinkFromAddress(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
