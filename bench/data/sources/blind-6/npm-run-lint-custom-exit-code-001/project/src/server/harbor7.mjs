import { fmt7 } from '../shared/harbor7.mjs';
export function fmt7(x) {
  return `server:harbor7:${x}`;
}
