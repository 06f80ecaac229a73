// The recipient's mail at the moment the buyer chose (issue 25): who the song is from, the occasion, and their
// own link. They did not ask for it, so it carries a one-click unsubscribe (RFC 8058) and a visible link to it.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import type { UnsubscribeLinks } from '../unsubscribe';

export interface GiftRevealedInput {
  shopName: string;
  fromName: string;
  recipientName: string;
  occasion: string;
  giftPageUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export function giftRevealed(to: MailAddress, g: GiftRevealedInput): ShopMail {
  const subject = `${g.fromName} has a song for you`;
  const made = `${g.fromName} asked ${g.shopName} to write and record a song just for you, for this occasion: ${g.occasion}.`;
  const text = [
    `Hi ${g.recipientName},`,
    '',
    made,
    '',
    `Listen to it here: ${g.giftPageUrl}`,
    '',
    `No more mails like this: ${g.unsubscribe.pageUrl}`,
  ].join('\n');
  const page = mailPage(
    subject,
    `<p>${escapeHtml(`Hi ${g.recipientName},`)}</p>` +
      `<p>${escapeHtml(made)}</p>` +
      `<p><a href="${escapeHtml(g.giftPageUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Listen to your song</a></p>` +
      `<p style="color:#6b5b63">Or open this link: ${escapeHtml(g.giftPageUrl)}</p>` +
      `<p style="color:#6b5b63;font-size:13px"><a href="${escapeHtml(g.unsubscribe.pageUrl)}" style="color:#6b5b63">Unsubscribe from mails like this</a></p>`,
  );
  return { to, subject, text, page, headers: g.unsubscribe.headers };
}
