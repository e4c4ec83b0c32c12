import { parentPort, workerData } from 'node:worker_threads';

function targetSize(spec) {
  const scale = spec.maxWidth / spec.width;
  const w = Math.round(spec.width * scale);
  const h = Math.round(spec.height * scale);
  if (!Number.isFinite(w) || !Number.isFinite(h)) {
    throw new RangeError(`invalid target size ${w}x${h} for ${spec.file}`);
  }
  return [w, h];
}

for (const spec of workerData.specs) {
  const [w, h] = targetSize(spec);
  let acc = 0;
  for (let i = 0; i < 20000; i++) acc = (acc + i * w + h) % 9973;
  const size = `${spec.width}x${spec.height}`;
  parentPort.postMessage(`${spec.file} ${size} -> ${w}x${h} (chk ${acc})`);
}
