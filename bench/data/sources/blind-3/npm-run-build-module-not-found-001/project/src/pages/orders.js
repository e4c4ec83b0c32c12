import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['orders-summary', 'orders-table', 'orders-filters', 'orders-export', 'orders-history'];

export function render() {
  const rows = Array.from({ length: 9 }, (_, k) =>
    `<tr><td>orders ${k}</td><td>${formatMoney(k * 112)}</td></tr>`);
  return page('Orders', `<table>${rows.join('')}</table>`);
}
