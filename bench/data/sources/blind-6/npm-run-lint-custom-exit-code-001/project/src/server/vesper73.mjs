import { fmt73 } from '../shared/vesper73.mjs';
export function fmt73(x) {
  return `server:vesper73:${x}`;
}
