import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['dashboard-summary', 'dashboard-table', 'dashboard-filters', 'dashboard-export', 'dashboard-history'];

export function render() {
  const rows = Array.from({ length: 9 }, (_, k) =>
    `<tr><td>dashboard ${k}</td><td>${formatMoney(k * 107)}</td></tr>`);
  return page('Dashboard', `<table>${rows.join('')}</table>`);
}
