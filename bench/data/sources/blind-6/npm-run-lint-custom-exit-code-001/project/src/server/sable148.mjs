import { fmt148 } from '../shared/sable148.mjs';
export function fmt148(x) {
  return `server:sable148:${x}`;
}
