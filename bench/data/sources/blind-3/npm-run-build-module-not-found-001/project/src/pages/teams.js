import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['teams-summary', 'teams-table', 'teams-filters', 'teams-export', 'teams-history'];

export function render() {
  const rows = Array.from({ length: 9 }, (_, k) =>
    `<tr><td>teams ${k}</td><td>${formatMoney(k * 122)}</td></tr>`);
  return page('Teams', `<table>${rows.join('')}</table>`);
}
