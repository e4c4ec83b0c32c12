import { fmt12 } from '../shared/maple12.mjs';
export function fmt12(x) {
  return `server:maple12:${x}`;
}
