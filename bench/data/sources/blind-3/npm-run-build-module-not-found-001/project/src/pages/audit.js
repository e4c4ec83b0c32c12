import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['audit-summary', 'audit-table', 'audit-filters', 'audit-export', 'audit-history'];

export function render() {
  const rows = Array.from({ length: 9 }, (_, k) =>
    `<tr><td>audit ${k}</td><td>${formatMoney(k * 102)}</td></tr>`);
  return page('Audit', `<table>${rows.join('')}</table>`);
}
