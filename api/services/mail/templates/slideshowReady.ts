// The buyer's mail when their photo slideshow video is made (the song went out before it): where to watch and
// download it.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface SlideshowReadyInput {
  customerName: string | null;
  recipientName: string;
  /** The song page, where the video plays beside the song. */
  songPageUrl: string;
}

export function slideshowReady(to: MailAddress, s: SlideshowReadyInput): ShopMail {
  const hello = s.customerName ? `Hi ${s.customerName},` : 'Hi,';
  const subject = `Your slideshow video for ${s.recipientName} is ready`;
  const text = [
    hello,
    '',
    `Your photos are set to ${s.recipientName}’s song. Watch the video and download it (one for screens, one for stories) here:`,
    s.songPageUrl,
  ].join('\n');
  const page = mailPage(
    subject,
    `<p>${escapeHtml(hello)}</p>` +
      `<p>Your photos are set to ${escapeHtml(s.recipientName)}’s song: one video for screens and one for stories.</p>` +
      `<p><a href="${escapeHtml(s.songPageUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Watch your video</a></p>`,
  );
  return { to, subject, text, page };
}
