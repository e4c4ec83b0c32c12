import { fmt46 } from '../shared/umber46.mjs';
export function fmt46(x) {
  return `server:umber46:${x}`;
}
