import { fmt77 } from '../shared/zephyr77.mjs';
export function fmt77(x) {
  return `server:zephyr77:${x}`;
}
