import { fmt103 } from '../shared/zephyr103.mjs';
export function fmt103(x) {
  return `ui:zephyr103:${x}`;
}
