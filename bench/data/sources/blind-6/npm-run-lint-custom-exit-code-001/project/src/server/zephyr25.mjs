import { fmt25 } from '../shared/zephyr25.mjs';
export function fmt25(x) {
  return `server:zephyr25:${x}`;
}
