export const formatMoney = (cents, currency = 'EUR') =>
  `${(cents / 100).toFixed(2)} ${currency}`;
