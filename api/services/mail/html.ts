// The shared frame of every mail we send: escaped text in a simple, readable HTML layout.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Long unbroken text (a link, an email address, a name typed without spaces) wraps anywhere rather than widening
 * the mail past a phone's screen: `anywhere` also lets the table cells shrink (break-word would not), and
 * word-break is for clients that know only that. Set on the cell, it reaches every mail's title and body.
 */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/** Paragraphs of plain text (already escaped by the caller where they come from users) inside the brand frame. */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#fff8f3;font-family:Georgia,serif;color:#2a1520">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="table-layout:fixed"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;table-layout:fixed;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px;${WRAP}"><p style="margin:0 0 16px;color:#9f1239;font-size:20px;font-weight:bold">Serenade</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6;${WRAP}">${bodyHtml}</div>
</td></tr></table></td></tr></table></body></html>`;
}
