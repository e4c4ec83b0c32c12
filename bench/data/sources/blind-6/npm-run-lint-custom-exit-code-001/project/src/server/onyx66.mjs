import { fmt66 } from '../shared/onyx66.mjs';
export function fmt66(x) {
  return `server:onyx66:${x}`;
}
