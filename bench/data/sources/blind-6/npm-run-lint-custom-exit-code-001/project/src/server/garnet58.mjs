import { fmt58 } from '../shared/garnet58.mjs';
export function fmt58(x) {
  return `server:garnet58:${x}`;
}
