// Copy src/*.js to dist/ with a banner; print one line per file.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
mkdirSync('dist', { recursive: true });
let bytes = 0;
const names = readdirSync('src').filter((n) => n.endsWith('.js')).sort();
for (const name of names) {
  const text = readFileSync(`src/${name}`, 'utf8');
  if (text.includes('util.isArray')) {
    console.warn(`warn: ${pkg.name}: src/${name} uses deprecated util.isArray`);
  }
  const out = `/* ${pkg.name}@${pkg.version} */\n${text}`;
  writeFileSync(`dist/${name}`, out);
  const sha = createHash('sha1').update(out).digest('hex').slice(0, 10);
  console.log(`  src/${name} -> dist/${name} (${out.length} bytes, sha1 ${sha})`);
  bytes += out.length;
}
console.log(`built ${pkg.name}: ${names.length} modules, ${bytes} bytes`);
