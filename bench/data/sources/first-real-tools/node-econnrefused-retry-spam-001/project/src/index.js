import { connectOnce, UPSTREAM } from './client.js';

const MAX_ATTEMPTS = 120;

async function syncInventory() {
  const target = `${UPSTREAM.host}:${UPSTREAM.port}`;
  console.log(`[sync] inventory-sync 4.2.0 starting, upstream ${target}`);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const sock = await connectOnce();
      sock.end();
      return;
    } catch (err) {
      console.error(`[sync] attempt ${attempt}/${MAX_ATTEMPTS} failed:`, err);
    }
  }
  const why = `upstream ${target} unreachable after ${MAX_ATTEMPTS} attempts`;
  throw new Error(`inventory sync aborted: ${why}`);
}

await syncInventory();
