import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['suppliers-summary', 'suppliers-table', 'suppliers-filters', 'suppliers-export', 'suppliers-history'];

export function render() {
  const rows = Array.from({ length: 12 }, (_, k) =>
    `<tr><td>suppliers ${k}</td><td>${formatMoney(k * 120)}</td></tr>`);
  return page('Suppliers', `<table>${rows.join('')}</table>`);
}
