import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['accounts-summary', 'accounts-table', 'accounts-filters', 'accounts-export', 'accounts-history'];

export function render() {
  const rows = Array.from({ length: 8 }, (_, k) =>
    `<tr><td>accounts ${k}</td><td>${formatMoney(k * 101)}</td></tr>`);
  return page('Accounts', `<table>${rows.join('')}</table>`);
}
