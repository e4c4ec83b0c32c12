import { fmt72 } from '../shared/umber72.mjs';
export function fmt72(x) {
  return `server:umber72:${x}`;
}
