import { fmt112 } from '../shared/iris112.mjs';
export function fmt112(x) {
  return `server:iris112:${x}`;
}
