import { fmt1 } from '../shared/basalt1.mjs';
export function fmt1(x) {
  return `server:basalt1:${x}`;
}
