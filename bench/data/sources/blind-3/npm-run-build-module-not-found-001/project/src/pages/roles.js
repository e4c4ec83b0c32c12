import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['roles-summary', 'roles-table', 'roles-filters', 'roles-export', 'roles-history'];

export function render() {
  const rows = Array.from({ length: 9 }, (_, k) =>
    `<tr><td>roles ${k}</td><td>${formatMoney(k * 117)}</td></tr>`);
  return page('Roles', `<table>${rows.join('')}</table>`);
}
