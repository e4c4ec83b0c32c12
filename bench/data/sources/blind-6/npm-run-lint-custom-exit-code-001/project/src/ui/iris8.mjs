import { fmt8 } from '../shared/iris8.mjs';
export function fmt8(x) {
  return `ui:iris8:${x}`;
}
