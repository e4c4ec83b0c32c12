// Layering check: ui/ may import shared/ only; server/ may import shared/ only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

const root = process.argv[2] ?? 'src';
const layers = { ui: ['ui', 'shared'], server: ['server', 'shared'], shared: ['shared'] };
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.mjs')) files.push(p);
  }
})(root);
let problems = 0;
for (const file of files) {
  const layer = relative(root, file).split('/')[0];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = line.match(/from '(\.[^']+)'/);
    if (!m) return;
    const target = relative(root, resolve(dirname(file), m[1])).split('/')[0];
    if (!layers[layer].includes(target)) {
      problems += 1;
      console.log(`${file}:${i + 1}: forbidden import '${m[1]}' (${layer} must not import ${target})`);
    }
  });
}
console.log(`layer-lint: checked ${files.length} files, ${problems} problem(s)`);
process.exit(problems ? 2 : 0);
