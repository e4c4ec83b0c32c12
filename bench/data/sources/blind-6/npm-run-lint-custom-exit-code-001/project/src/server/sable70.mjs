import { fmt70 } from '../shared/sable70.mjs';
export function fmt70(x) {
  return `server:sable70:${x}`;
}
