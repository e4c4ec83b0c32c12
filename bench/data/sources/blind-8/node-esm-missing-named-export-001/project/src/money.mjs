export const CURRENCIES = { EUR: 2, USD: 2, JPY: 0, GBP: 2 };

export function formatAmount(cents, currency = 'EUR') {
  const digits = CURRENCIES[currency] ?? 2;
  return `${(cents / 100).toFixed(digits)} ${currency}`;
}

export function applyDiscount(cents, percent) {
  return Math.round(cents * (100 - percent) / 100);
}
