import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['returns-summary', 'returns-table', 'returns-filters', 'returns-export', 'returns-history'];

export function render() {
  const rows = Array.from({ length: 8 }, (_, k) =>
    `<tr><td>returns ${k}</td><td>${formatMoney(k * 116)}</td></tr>`);
  return page('Returns', `<table>${rows.join('')}</table>`);
}
