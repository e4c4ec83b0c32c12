import { fmt7 } from '../shared/harbor7.mjs';
export function fmt7(x) {
  return `ui:harbor7:${x}`;
}
