import { fmt44 } from '../shared/sable44.mjs';
export function fmt44(x) {
  return `server:sable44:${x}`;
}
