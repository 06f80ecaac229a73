// The owner's "Send me a test mail" (Settings checklist): proof that the shop's mail reaches its admin address.
import { escapeHtml, mailLayout } from '../html';
import type { MailMessage } from '../mailer';

export function testMail(m: { shopName: string; to: string; at: string }): MailMessage {
  const subject = `Test mail from ${m.shopName}`;
  const lines = [
    `This is the test mail you asked for from your shop's setup checklist, sent at ${m.at}.`,
    'If you are reading it, mail from the shop reaches this address: order notices, contact messages and replies will too.',
  ];
  return {
    to: { address: m.to },
    subject,
    text: [...lines, '', `— ${m.shopName}`].join('\n'),
    html: mailLayout(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}
