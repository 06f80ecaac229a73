// The customer's mail when no one answered the chat in time and the replies came later: every reply they
// have not seen, in one mail, with a link back to the conversation.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ChatRepliesInput {
  shopName: string;
  customerName: string;
  replies: ReadonlyArray<{ message: string; createdAt: string }>;
  conversationUrl: string;
}

export function chatReplies(to: MailAddress, c: ChatRepliesInput): ShopMail {
  const subject =
    c.replies.length === 1
      ? `Our reply to your chat with ${c.shopName}`
      : `Our ${c.replies.length} replies to your chat with ${c.shopName}`;
  const text = [
    `Hi ${c.customerName},`,
    '',
    'Sorry to keep you waiting. Here is our answer to your chat:',
    '',
    ...c.replies.flatMap((r) => [r.message, '']),
    `Continue the conversation: ${c.conversationUrl}`,
  ].join('\n');
  const page = mailPage(
    'Our reply to your chat',
    `<p>${escapeHtml(`Hi ${c.customerName},`)}</p><p>Sorry to keep you waiting. Here is our answer to your chat:</p>` +
      c.replies
        .map((r) => `<p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(r.message)}</p>`)
        .join('') +
      `<p><a href="${escapeHtml(c.conversationUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Continue the conversation</a></p>`,
  );
  return { to, subject, text, page };
}
