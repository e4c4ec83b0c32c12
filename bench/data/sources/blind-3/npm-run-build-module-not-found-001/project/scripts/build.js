// Render every page module to dist/<page>.html, in order.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
const pages = readdirSync('src/pages').filter((f) => f.endsWith('.js')).sort();
let bytes = 0;
for (const file of pages) {
  const mod = await import(`../src/pages/${file}`);
  const html = mod.render();
  writeFileSync(`dist/${file.replace('.js', '.html')}`, html);
  bytes += html.length;
  console.log(`  built dist/${file.replace('.js', '.html')}  ${html.length} B`);
  for (const section of mod.sections ?? []) {
    console.log(`    section ${section}`);
  }
}
console.log(`build: ${pages.length} pages, ${bytes} bytes`);
