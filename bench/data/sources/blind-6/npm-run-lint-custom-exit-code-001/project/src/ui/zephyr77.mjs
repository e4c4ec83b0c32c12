import { fmt77 } from '../shared/zephyr77.mjs';
export function fmt77(x) {
  return `ui:zephyr77:${x}`;
}
