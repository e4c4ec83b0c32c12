import { fmt100 } from '../shared/willow100.mjs';
export function fmt100(x) {
  return `server:willow100:${x}`;
}
