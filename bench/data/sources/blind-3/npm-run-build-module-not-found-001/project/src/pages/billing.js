import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['billing-summary', 'billing-table', 'billing-filters', 'billing-export', 'billing-history'];

export function render() {
  const rows = Array.from({ length: 10 }, (_, k) =>
    `<tr><td>billing ${k}</td><td>${formatMoney(k * 103)}</td></tr>`);
  return page('Billing', `<table>${rows.join('')}</table>`);
}
