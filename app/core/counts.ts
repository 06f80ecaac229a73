// A whole number as the shop writes it: "12,000". By hand rather than with toLocaleString('en-US'): a page's first
// use of Intl loads ICU's locale data, a long task on a phone (see moments.ts), and a form's character count is
// drawn on the first keystroke or the first render of the form.

/** "12,000": an integer with commas between thousands, as en-US writes it. */
export function formatCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
