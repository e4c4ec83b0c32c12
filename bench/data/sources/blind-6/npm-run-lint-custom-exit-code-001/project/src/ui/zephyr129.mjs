import { fmt129 } from '../shared/zephyr129.mjs';
export function fmt129(x) {
  return `ui:zephyr129:${x}`;
}
