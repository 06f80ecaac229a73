// Formatting integer cents for people: "$79", "$108.50", "€79".

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

export function currencySymbol(currency: string | undefined | null): string {
  return SYMBOLS[(currency ?? 'USD').toUpperCase()] ?? '$';
}

/** Whole amounts print without decimals ("$79"); others with two ("$108.50"). */
export function formatMoney(cents: number, currency = 'USD'): string {
  const major = cents / 100;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `${currencySymbol(currency)}${text}`;
}

/** An amount paid or to pay, always with cents ("$108.00"): receipts, checkout, order pages and mail. */
export function formatAmount(cents: number, currency = 'USD'): string {
  return `${currencySymbol(currency)}${(cents / 100).toFixed(2)}`;
}
