// The admin's mail when a review arrives or its author changes it: what it says, whether it may be published, and
// where to publish, hide or answer it. The review's words are the author's: escaped, never markup.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ReviewNoticeInput {
  /** "order AB12CD34" or "free song AB12CD34". */
  about: string;
  customerName: string;
  email: string;
  displayName: string;
  /** Null for a reaction. */
  rating: number | null;
  text: string;
  publish: boolean;
  changed: boolean;
  adminUrl: string;
}

export function reviewNotice(to: MailAddress, r: ReviewNoticeInput): ShopMail {
  const stars = r.rating === null ? '' : `: ${r.rating} of 5 stars`;
  const subject = `${r.changed ? 'Review changed' : 'New review'} for ${r.about}${stars}`;
  const consent = r.publish
    ? `They allow it to be published, as "${r.displayName}". It shows on the site once you publish it.`
    : 'They did not allow it to be published: it stays between you and them.';
  const text = [
    `${r.customerName} (${r.email}) ${r.changed ? 'changed their' : 'wrote a'} review${stars}.`,
    '',
    r.text,
    '',
    consent,
    '',
    `Publish, hide or answer it: ${r.adminUrl}`,
  ].join('\n');
  const page = mailPage(
    r.changed ? 'A review was changed' : 'A new review',
    `<p>${escapeHtml(`${r.customerName} (${r.email}) ${r.changed ? 'changed their' : 'wrote a'} review${stars}.`)}</p>` +
      `<p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(r.text)}</p>` +
      `<p>${escapeHtml(consent)}</p>` +
      `<p><a href="${escapeHtml(r.adminUrl)}" style="color:#9f1239">Publish, hide or answer it in Settings</a></p>`,
  );
  return { to, subject, text, page, replyTo: { name: r.customerName, address: r.email } };
}
