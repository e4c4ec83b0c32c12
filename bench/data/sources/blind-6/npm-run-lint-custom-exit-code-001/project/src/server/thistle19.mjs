import { fmt19 } from '../shared/thistle19.mjs';
export function fmt19(x) {
  return `server:thistle19:${x}`;
}
