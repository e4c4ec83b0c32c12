import { fmt49 } from '../shared/xenon49.mjs';
export function fmt49(x) {
  return `server:xenon49:${x}`;
}
