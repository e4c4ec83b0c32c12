import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['coupons-summary', 'coupons-table', 'coupons-filters', 'coupons-export', 'coupons-history'];

export function render() {
  const rows = Array.from({ length: 12 }, (_, k) =>
    `<tr><td>coupons ${k}</td><td>${formatMoney(k * 105)}</td></tr>`);
  return page('Coupons', `<table>${rows.join('')}</table>`);
}
