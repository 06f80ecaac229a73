// The invitation to join the shop's team (issue 26): the role, and the single-use link that sets a password.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface StaffInvitationInput {
  shopName: string;
  name: string;
  role: string;
  link: string;
  validHours: number;
}

export function staffInvitation(to: MailAddress, i: StaffInvitationInput): ShopMail {
  const greeting = i.name ? `Hi ${i.name},` : 'Hi,';
  const invited = `You are invited to the ${i.shopName} team as ${i.role}.`;
  const how = `Open this link to choose your password (at least 8 characters). It works once, within ${i.validHours} hours:`;
  const then = 'Then sign in at the admin page with your e-mail address and that password.';
  const text = [greeting, '', invited, '', how, i.link, '', then].join('\n');
  const page = mailPage(
    `Join the ${i.shopName} team`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(invited)}</p><p>${escapeHtml(how)}</p>` +
      `<p><a href="${escapeHtml(i.link)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Choose my password</a></p>` +
      `<p style="color:#6b5b63">${escapeHtml(i.link)}</p><p>${escapeHtml(then)}</p>`,
  );
  return { to, subject: `Your invitation to the ${i.shopName} team`, text, page };
}
