// Minimal test runner shared by the workspaces (no dependencies, works offline).
import { pathToFileURL } from 'node:url';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), 'test');
let failed = 0;
let passed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort()) {
  const mod = await import(pathToFileURL(join(dir, file)).href);
  for (const [name, fn] of Object.entries(mod.tests)) {
    try {
      await fn();
      passed += 1;
      console.log(`  ok ${file} > ${name}`);
    } catch (err) {
      failed += 1;
      console.log(`  FAIL ${file} > ${name}`);
      console.error(err);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
