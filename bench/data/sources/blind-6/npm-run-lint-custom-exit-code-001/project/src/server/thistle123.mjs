import { fmt123 } from '../shared/thistle123.mjs';
export function fmt123(x) {
  return `server:thistle123:${x}`;
}
