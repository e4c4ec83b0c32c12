import fs from 'node:fs';
import readline from 'node:readline';

import { parseRow, validRow } from '../src/csv.mjs';

const manifest = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
console.log(`[import] manifest v${manifest.version}: ${manifest.files.length} files`);

function importFile(path) {
  return new Promise((resolve) => {
    const input = fs.createReadStream(path, { encoding: 'utf8' });
    const lines = readline.createInterface({ input, crlfDelay: Infinity });
    let header = null;
    let rows = 0;
    let skipped = 0;
    lines.on('line', (line) => {
      if (header === null) {
        header = line.split(',');
        return;
      }
      if (validRow(parseRow(header, line))) {
        rows += 1;
      } else {
        skipped += 1;
      }
      if ((rows + skipped) % 25 === 0) {
        console.log(`[import]   ${path}: ${rows + skipped} rows read`);
      }
    });
    lines.on('close', () => {
      console.log(`[import] ${path}: ${rows} rows, ${skipped} skipped`);
      resolve(rows);
    });
  });
}

let total = 0;
for (const entry of manifest.files) {
  console.log(`[import] ${entry.path} (${entry.kind})`);
  total += await importFile(entry.path);
}
console.log(`[import] done: ${total} rows from ${manifest.files.length} files`);
