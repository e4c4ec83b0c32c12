import { fmt64 } from '../shared/maple64.mjs';
export function fmt64(x) {
  return `server:maple64:${x}`;
}
