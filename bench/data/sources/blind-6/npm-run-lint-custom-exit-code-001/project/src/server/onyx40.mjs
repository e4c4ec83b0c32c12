import { fmt40 } from '../shared/onyx40.mjs';
export function fmt40(x) {
  return `server:onyx40:${x}`;
}
