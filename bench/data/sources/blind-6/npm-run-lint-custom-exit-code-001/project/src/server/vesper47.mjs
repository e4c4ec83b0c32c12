import { fmt47 } from '../shared/vesper47.mjs';
export function fmt47(x) {
  return `server:vesper47:${x}`;
}
