import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['exports-summary', 'exports-table', 'exports-filters', 'exports-export', 'exports-history'];

export function render() {
  const rows = Array.from({ length: 10 }, (_, k) =>
    `<tr><td>exports ${k}</td><td>${formatMoney(k * 108)}</td></tr>`);
  return page('Exports', `<table>${rows.join('')}</table>`);
}
