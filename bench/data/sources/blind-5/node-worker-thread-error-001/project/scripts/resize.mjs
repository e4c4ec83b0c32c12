// Resize every product image in parallel worker threads.
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';

const specs = JSON.parse(readFileSync('images.json', 'utf8'));
const WORKERS = 4;
let failures = 0;
const jobs = [];
for (let id = 0; id < WORKERS; id++) {
  const mine = specs.filter((_, i) => i % WORKERS === id);
  jobs.push(new Promise((resolve) => {
    const worker = new Worker(new URL('./resize-worker.mjs', import.meta.url), {
      workerData: { id, specs: mine },
    });
    worker.on('message', (line) => console.log(`[w${id}] ${line}`));
    worker.on('error', (err) => {
      failures += 1;
      console.error(`[w${id}] worker failed:`, err);
    });
    worker.on('exit', resolve);
  }));
}
await Promise.all(jobs);
console.log(`resize: ${specs.length} images, ${failures} worker(s) failed`);
process.exitCode = failures ? 1 : 0;
