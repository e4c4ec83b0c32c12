import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['refunds-summary', 'refunds-table', 'refunds-filters', 'refunds-export', 'refunds-history'];

export function render() {
  const rows = Array.from({ length: 11 }, (_, k) =>
    `<tr><td>refunds ${k}</td><td>${formatMoney(k * 114)}</td></tr>`);
  return page('Refunds', `<table>${rows.join('')}</table>`);
}
