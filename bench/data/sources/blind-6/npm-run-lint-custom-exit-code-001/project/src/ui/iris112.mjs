import { fmt112 } from '../shared/iris112.mjs';
export function fmt112(x) {
  return `ui:iris112:${x}`;
}
