import { page } from '../lib/html.js';
import { formatMoney } from '../lib/formatters/money.js';

export const sections = ['payouts-summary', 'payouts-table', 'payouts-filters', 'payouts-export', 'payouts-history'];

export function render() {
  const rows = Array.from({ length: 10 }, (_, k) =>
    `<tr><td>payouts ${k}</td><td>${formatMoney(k * 113)}</td></tr>`);
  return page('Payouts', `<table>${rows.join('')}</table>`);
}
