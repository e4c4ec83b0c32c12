import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['inventory-summary', 'inventory-table', 'inventory-filters', 'inventory-export', 'inventory-history'];

export function render() {
  const rows = Array.from({ length: 12 }, (_, k) =>
    `<tr><td>inventory ${k}</td><td>${formatMoney(k * 110)}</td></tr>`);
  return page('Inventory', `<table>${rows.join('')}</table>`);
}
