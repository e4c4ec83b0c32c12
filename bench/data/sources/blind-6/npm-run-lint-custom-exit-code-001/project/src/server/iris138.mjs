import { fmt138 } from '../shared/iris138.mjs';
export function fmt138(x) {
  return `server:iris138:${x}`;
}
