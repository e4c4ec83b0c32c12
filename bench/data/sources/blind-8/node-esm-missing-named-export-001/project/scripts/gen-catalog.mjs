import { mkdirSync, writeFileSync } from 'node:fs';
import { items } from '../src/catalog.mjs';

const CATEGORIES = ['audio', 'bikes', 'books', 'cameras', 'garden', 'kitchen', 'lighting', 'office', 'outdoor', 'phones', 'pets', 'tools', 'toys', 'travel'];
mkdirSync('dist/catalog', { recursive: true });
for (const [n, category] of CATEGORIES.entries()) {
  for (let page = 1; page <= 6; page++) {
    const rows = items(`${category}-p${page}`, 20 + n);
    writeFileSync(`dist/catalog/${category}-${page}.json`, JSON.stringify(rows));
    console.log(`[gen-catalog] wrote dist/catalog/${category}-${page}.json (${rows.length} items)`);
  }
}
console.log(`[gen-catalog] ${CATEGORIES.length} categories done`);
