import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['reports-summary', 'reports-table', 'reports-filters', 'reports-export', 'reports-history'];

export function render() {
  const rows = Array.from({ length: 12 }, (_, k) =>
    `<tr><td>reports ${k}</td><td>${formatMoney(k * 115)}</td></tr>`);
  return page('Reports', `<table>${rows.join('')}</table>`);
}
