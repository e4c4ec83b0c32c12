import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { applyDiscount } from '../src/money.mjs';
import { formatPrice } from '../src/money.mjs';

const rows = [];
for (const file of readdirSync('dist/catalog')) {
  for (const item of JSON.parse(readFileSync(`dist/catalog/${file}`, 'utf8'))) {
    rows.push(`<tr><td>${item.sku}</td><td>${formatPrice(applyDiscount(item.cents, 10))}</td></tr>`);
  }
}
writeFileSync('dist/prices.html', `<table>${rows.join('')}</table>`);
console.log(`[build] ${rows.length} rows`);
