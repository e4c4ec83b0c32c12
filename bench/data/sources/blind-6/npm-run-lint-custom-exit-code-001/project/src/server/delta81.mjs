import { fmt81 } from '../shared/delta81.mjs';
export function fmt81(x) {
  return `server:delta81:${x}`;
}
