import { fmt21 } from '../shared/vesper21.mjs';
export function fmt21(x) {
  return `server:vesper21:${x}`;
}
