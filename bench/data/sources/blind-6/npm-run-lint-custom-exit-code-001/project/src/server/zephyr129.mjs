import { fmt129 } from '../shared/zephyr129.mjs';
export function fmt129(x) {
  return `server:zephyr129:${x}`;
}
