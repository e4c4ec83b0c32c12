import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['taxes-summary', 'taxes-table', 'taxes-filters', 'taxes-export', 'taxes-history'];

export function render() {
  const rows = Array.from({ length: 8 }, (_, k) =>
    `<tr><td>taxes ${k}</td><td>${formatMoney(k * 121)}</td></tr>`);
  return page('Taxes', `<table>${rows.join('')}</table>`);
}
