import { fmt51 } from '../shared/zephyr51.mjs';
export function fmt51(x) {
  return `server:zephyr51:${x}`;
}
