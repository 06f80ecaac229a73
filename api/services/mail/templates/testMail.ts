// The owner's "Send me a test mail" (the setup checklist): proof that the shop's mail reaches its admin address.
import { escapeHtml, mailPage } from '../html';
import type { ShopMail } from '../outgoing';

export function testMail(m: { shopName: string; to: string; at: string }): ShopMail {
  const subject = `Test mail from ${m.shopName}`;
  const lines = [
    `This is the test mail you asked for from your shop's setup checklist, sent at ${m.at}.`,
    'If you are reading it, mail from the shop reaches this address: order notices, contact messages and replies will too.',
  ];
  const signature = `— ${m.shopName}`;
  return {
    to: { address: m.to },
    subject,
    text: [...lines, '', signature].join('\n'),
    page: mailPage(subject, [...lines, signature].map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}
