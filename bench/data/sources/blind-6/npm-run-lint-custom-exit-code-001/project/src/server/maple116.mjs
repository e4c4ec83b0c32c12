import { fmt116 } from '../shared/maple116.mjs';
export function fmt116(x) {
  return `server:maple116:${x}`;
}
