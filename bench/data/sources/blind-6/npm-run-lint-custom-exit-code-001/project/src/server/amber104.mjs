import { fmt104 } from '../shared/amber104.mjs';
export function fmt104(x) {
  return `server:amber104:${x}`;
}
