import { fmt137 } from '../shared/harbor137.mjs';
export function fmt137(x) {
  return `server:harbor137:${x}`;
}
