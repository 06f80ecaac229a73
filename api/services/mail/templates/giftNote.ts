// What the buyer's mails say of a gift date (issue 25): when the recipient hears the song, whether the shop mails
// them then, and their own link to share. The moment is written in UTC: the mail cannot know the reader's zone,
// and the order page shows it in theirs.
import { escapeHtml } from '../html';

export interface GiftNoteInput {
  recipientName: string;
  /** The chosen moment (ISO UTC); null: as soon as the song is ready. */
  revealAt: string | null;
  recipientEmail: string | null;
  /** The recipient's own page (absolute). */
  giftPageUrl: string;
}

/** "Saturday, June 12, 2027 at 16:00 UTC". */
export function mailMoment(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day} at ${time} UTC`;
}

/** The note's sentences, the same in the text and the HTML part. */
function sentences(g: GiftNoteInput, stage: 'ordered' | 'delivered'): { when: string; mail: string; share: string } {
  const when = g.revealAt
    ? stage === 'delivered'
      ? `You hear it first: ${g.recipientName} hears it on ${mailMoment(g.revealAt)}, the moment you chose.`
      : `${g.recipientName} hears it on ${mailMoment(g.revealAt)}, the moment you chose; you get it as soon as it is ready, to hear it first.`
    : `${g.recipientName} hears it as soon as it is ready.`;
  const mail = g.recipientEmail ? `We'll email ${g.recipientEmail} their link then.` : `We won't email them: share their link yourself.`;
  const share = g.revealAt ? 'Their own link, which shows a countdown until then:' : 'Their own link:';
  return { when, mail, share };
}

export function giftNoteText(g: GiftNoteInput, stage: 'ordered' | 'delivered'): string[] {
  const s = sentences(g, stage);
  return ['', `A gift for ${g.recipientName}:`, `${s.when} ${s.mail}`, s.share, g.giftPageUrl];
}

export function giftNoteHtml(g: GiftNoteInput, stage: 'ordered' | 'delivered'): string {
  const s = sentences(g, stage);
  return (
    `<p><strong>${escapeHtml(`A gift for ${g.recipientName}`)}</strong></p>` +
    `<p>${escapeHtml(`${s.when} ${s.mail}`)}</p>` +
    `<p>${escapeHtml(s.share)} <a href="${escapeHtml(g.giftPageUrl)}" style="color:#9f1239">${escapeHtml(g.giftPageUrl)}</a></p>`
  );
}
