import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['settings-summary', 'settings-table', 'settings-filters', 'settings-export', 'settings-history'];

export function render() {
  const rows = Array.from({ length: 10 }, (_, k) =>
    `<tr><td>settings ${k}</td><td>${formatMoney(k * 118)}</td></tr>`);
  return page('Settings', `<table>${rows.join('')}</table>`);
}
