import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['invoices-summary', 'invoices-table', 'invoices-filters', 'invoices-export', 'invoices-history'];

export function render() {
  const rows = Array.from({ length: 8 }, (_, k) =>
    `<tr><td>invoices ${k}</td><td>${formatMoney(k * 111)}</td></tr>`);
  return page('Invoices', `<table>${rows.join('')}</table>`);
}
