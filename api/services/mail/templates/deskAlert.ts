// The owner's mail when a promise is about to break (issue 26): paid work not started an hour on, due within two
// hours and not yet in quality check, or overdue.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export type DeskAlertKind = 'unstarted' | 'due-soon' | 'overdue';

export interface DeskAlertInput {
  alert: DeskAlertKind;
  reference: string;
  kind: 'order' | 'free song';
  recipientName: string;
  occasion: string;
  rushDelivery: boolean;
  /** Where the board stands: "Brief", "Lyrics", … */
  stageLabel: string;
  /** The due moment, as the owner reads it ("Thu, 15 Jan 2026, 12:00 UTC"). */
  due: string;
  boardUrl: string;
}

const HEADLINES: Record<DeskAlertKind, (r: DeskAlertInput) => string> = {
  unstarted: (r) => `Not started: ${r.kind} ${r.reference} is still in Brief an hour after it came in`,
  'due-soon': (r) => `Due within 2 hours: ${r.kind} ${r.reference} is not yet in quality check`,
  overdue: (r) => `Overdue: ${r.kind} ${r.reference} was due ${r.due}`,
};

/** The alert's subject and first line, also the push's title. */
export const deskAlertHeadline = (r: DeskAlertInput) => HEADLINES[r.alert](r);

export function deskAlert(to: MailAddress, r: DeskAlertInput): ShopMail {
  const headline = deskAlertHeadline(r);
  const facts: Array<[string, string]> = [
    ['Song', `${r.occasion} song for ${r.recipientName}${r.rushDelivery ? ' (RUSH)' : ''}`],
    ['Stage', r.stageLabel],
    ['Due', r.due],
  ];
  const text = [headline, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', `Production board: ${r.boardUrl}`].join('\n');
  const page = mailPage(
    headline,
    `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(r.boardUrl)}" style="color:#9f1239">Open the production board</a></p>`,
  );
  return { to, subject: `${headline} — song for ${r.recipientName}`, text, page };
}
