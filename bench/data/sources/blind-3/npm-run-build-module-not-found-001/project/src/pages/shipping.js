import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['shipping-summary', 'shipping-table', 'shipping-filters', 'shipping-export', 'shipping-history'];

export function render() {
  const rows = Array.from({ length: 11 }, (_, k) =>
    `<tr><td>shipping ${k}</td><td>${formatMoney(k * 119)}</td></tr>`);
  return page('Shipping', `<table>${rows.join('')}</table>`);
}
