// The shared frame of every mail we send: escaped text in a simple, readable HTML layout, headed by the shop's
// name and closed by its tagline (and, on mail the reader did not ask for, the legal name and postal address).

import { escapeHtml } from '../../../shared/html';
import type { ShopProfile } from '../../../shared/shopProfile';

export { escapeHtml };

/** A mail's own part of its HTML: the title and the body (already escaped where it comes from users). */
export interface MailPage {
  title: string;
  bodyHtml: string;
}

/** What a template writes; the mail service puts it in the frame with the shop's profile as it is when the mail goes. */
export const mailPage = (title: string, bodyHtml: string): MailPage => ({ title, bodyHtml });

/** The closing lines under every mail: the tagline; with `marketing`, also who sends it and from where (when set). */
export function mailFooterLines(shop: ShopProfile, marketing: boolean): string[] {
  return [shop.tagline, ...(marketing ? [shop.legalName, ...shop.postalAddress.split('\n')] : [])]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Long unbroken text (a link, an email address, a name typed without spaces) wraps anywhere rather than widening
 * the mail past a phone's screen: `anywhere` also lets the table cells shrink (break-word would not), and
 * word-break is for clients that know only that. Set on the cell, it reaches every mail's title and body.
 */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/** The page inside the brand frame; every piece of the profile is escaped (a name like <b>x</b> shows as typed). */
export function mailLayout(page: MailPage, shop: ShopProfile, marketing: boolean): string {
  const footer = mailFooterLines(shop, marketing);
  const footerHtml = footer.length
    ? `\n<p style="margin:16px 0 0;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b5b63;${WRAP}">${footer.map(escapeHtml).join('<br>')}</p>`
    : '';
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#fff8f3;font-family:Georgia,serif;color:#2a1520">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="table-layout:fixed"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;table-layout:fixed;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px;${WRAP}"><p style="margin:0 0 16px;color:#9f1239;font-size:20px;font-weight:bold">${escapeHtml(shop.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(page.title)}</h1>
<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6;${WRAP}">${page.bodyHtml}</div>${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
}
