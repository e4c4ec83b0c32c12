import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['customers-summary', 'customers-table', 'customers-filters', 'customers-export', 'customers-history'];

export function render() {
  const rows = Array.from({ length: 8 }, (_, k) =>
    `<tr><td>customers ${k}</td><td>${formatMoney(k * 106)}</td></tr>`);
  return page('Customers', `<table>${rows.join('')}</table>`);
}
