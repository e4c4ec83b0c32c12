// Mirror the built assets to every regional bucket (dry-run client in CI).
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const manifest = JSON.parse(readFileSync('assets.json', 'utf8'));
const buckets = JSON.parse(readFileSync('buckets.json', 'utf8'));

async function checkQuota(bucket, bytes) {
  await sleep(1);
  if (bytes > bucket.quotaBytes) {
    throw `quota exceeded for bucket ${bucket.name}: need ${bytes} bytes, quota ${bucket.quotaBytes}`;
  }
}

async function upload(bucket, asset) {
  await sleep(0);
  return `${bucket.name}/${asset.path}`;
}

async function syncBucket(bucket) {
  const total = manifest.reduce((n, a) => n + a.bytes, 0);
  let done = 0;
  for (const asset of manifest) {
    const key = await upload(bucket, asset);
    done += 1;
    if (done % 10 === 0) console.log(`[${bucket.name}] ${done}/${manifest.length} ${key}`);
  }
  checkQuota(bucket, total);
  console.log(`[${bucket.name}] synced ${manifest.length} assets (${total} bytes)`);
}

for (const bucket of buckets) {
  await syncBucket(bucket);
}
console.log('all buckets synced');
