import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['tickets-summary', 'tickets-table', 'tickets-filters', 'tickets-export', 'tickets-history'];

export function render() {
  const rows = Array.from({ length: 10 }, (_, k) =>
    `<tr><td>tickets ${k}</td><td>${formatMoney(k * 123)}</td></tr>`);
  return page('Tickets', `<table>${rows.join('')}</table>`);
}
