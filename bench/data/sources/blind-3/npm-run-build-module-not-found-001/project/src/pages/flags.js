import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['flags-summary', 'flags-table', 'flags-filters', 'flags-export', 'flags-history'];

export function render() {
  const rows = Array.from({ length: 11 }, (_, k) =>
    `<tr><td>flags ${k}</td><td>${formatMoney(k * 109)}</td></tr>`);
  return page('Flags', `<table>${rows.join('')}</table>`);
}
