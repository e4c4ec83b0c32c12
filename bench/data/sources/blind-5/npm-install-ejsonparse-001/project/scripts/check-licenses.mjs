import { readFileSync } from 'node:fs';

const allowed = new Set([
  'MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', 'BSD-2-Clause', '0BSD',
]);
const deps = JSON.parse(readFileSync('third_party/manifest.json', 'utf8'));
let bad = 0;
for (const d of deps) {
  const ok = allowed.has(d.license);
  if (!ok) bad += 1;
  const verdict = ok ? 'allowed ' : 'DENIED  ';
  console.log(`${verdict} ${d.license.padEnd(13)} ${d.name}@${d.version}`);
}
console.log(`license check: ${deps.length} packages, ${bad} denied`);
process.exit(bad ? 1 : 0);
