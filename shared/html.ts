// Text into HTML, for the HTML the server writes itself (mails, the app shell): the five characters that could end
// an element or an attribute become entities.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
