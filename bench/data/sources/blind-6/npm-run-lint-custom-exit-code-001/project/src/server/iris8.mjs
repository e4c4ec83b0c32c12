import { fmt8 } from '../shared/iris8.mjs';
export function fmt8(x) {
  return `server:iris8:${x}`;
}
