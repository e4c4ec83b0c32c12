import { page } from '../lib/html.js';
import { formatMoney } from '../lib/format/money.js';

export const sections = ['webhooks-summary', 'webhooks-table', 'webhooks-filters', 'webhooks-export', 'webhooks-history'];

export function render() {
  const rows = Array.from({ length: 11 }, (_, k) =>
    `<tr><td>webhooks ${k}</td><td>${formatMoney(k * 124)}</td></tr>`);
  return page('Webhooks', `<table>${rows.join('')}</table>`);
}
