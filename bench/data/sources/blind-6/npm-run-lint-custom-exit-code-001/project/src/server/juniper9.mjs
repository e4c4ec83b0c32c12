import { fmt9 } from '../shared/juniper9.mjs';
export function fmt9(x) {
  return `server:juniper9:${x}`;
}
