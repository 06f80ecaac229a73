// The shared frame of every mail we send: escaped text in a simple, readable HTML layout.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Paragraphs of plain text (already escaped by the caller where they come from users) inside the brand frame. */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#fff8f3;font-family:Georgia,serif;color:#2a1520">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td><p style="margin:0 0 16px;color:#9f1239;font-size:20px;font-weight:bold">Serenade</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6">${bodyHtml}</div>
</td></tr></table></td></tr></table></body></html>`;
}
