import { fmt6 } from '../shared/garnet6.mjs';
export function fmt6(x) {
  return `server:garnet6:${x}`;
}
