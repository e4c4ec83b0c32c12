// Minimal lint: no tabs, no trailing spaces, no console.log in src/.
import { readdirSync, readFileSync } from 'node:fs';

let problems = 0;
for (const dir of ['src', 'test', 'scripts']) {
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(`${dir}/${name}`, 'utf8');
    const lines = text.split('\n');
    const bad = lines.filter((l) => /\t| +$/.test(l)).length;
    const logs = dir === 'src' ? lines.filter((l) => l.includes('console.log')).length : 0;
    problems += bad + logs;
    console.log(`${bad + logs ? 'FAIL' : 'ok  '} ${dir}/${name} (${lines.length} lines)`);
  }
}
console.log(`lint: ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
