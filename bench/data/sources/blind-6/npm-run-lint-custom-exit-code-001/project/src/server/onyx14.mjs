import { fmt14 } from '../shared/onyx14.mjs';
export function fmt14(x) {
  return `server:onyx14:${x}`;
}
