import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['catalog-summary', 'catalog-table', 'catalog-filters', 'catalog-export', 'catalog-history'];

export function render() {
  const rows = Array.from({ length: 11 }, (_, k) =>
    `<tr><td>catalog ${k}</td><td>${formatMoney(k * 104)}</td></tr>`);
  return page('Catalog', `<table>${rows.join('')}</table>`);
}
