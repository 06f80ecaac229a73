// Amounts the admin types in dollars and the server keeps in cents: read without floating-point drift, shown back.

/** "79", "$1,099.99", "79.5" -> cents; null for blank; NaN for anything else. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!cleaned) return null;
  const match = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 7900 -> "79", 10850 -> "108.50": what the inputs show. */
export function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
