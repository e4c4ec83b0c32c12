import { fmt124 } from '../shared/umber124.mjs';
export function fmt124(x) {
  return `server:umber124:${x}`;
}
