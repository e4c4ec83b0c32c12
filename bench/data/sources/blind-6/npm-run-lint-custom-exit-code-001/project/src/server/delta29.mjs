import { fmt29 } from '../shared/delta29.mjs';
export function fmt29(x) {
  return `server:delta29:${x}`;
}
