// The owner's notice that a musician did not accept work in time (or handed it back): it is unassigned again.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface AssignmentReturnedInput {
  /** "Order SW-…" or "Free song FS-…". */
  what: string;
  musician: string;
  reason: 'not accepted in time' | 'handed back';
  adminUrl: string;
}

export function assignmentReturned(to: MailAddress, a: AssignmentReturnedInput): ShopMail {
  const line =
    a.reason === 'handed back'
      ? `${a.musician} handed back ${a.what}. It is unassigned again: choose someone for it.`
      : `${a.musician} did not accept ${a.what} in time. It is unassigned again: choose someone for it.`;
  const text = [line, '', a.adminUrl].join('\n');
  const page = mailPage(
    `${a.what} is unassigned again`,
    `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(a.adminUrl)}" style="color:#9f1239">Open the orders</a></p>`,
  );
  return { to, subject: `${a.what} is unassigned again (${a.reason})`, text, page };
}
