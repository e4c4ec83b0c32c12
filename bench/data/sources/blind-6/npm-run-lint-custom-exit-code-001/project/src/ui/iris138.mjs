import { fmt138 } from '../shared/iris138.mjs';
export function fmt138(x) {
  return `ui:iris138:${x}`;
}
