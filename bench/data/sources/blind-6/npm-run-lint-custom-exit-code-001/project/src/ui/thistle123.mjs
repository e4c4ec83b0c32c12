import { fmt123 } from '../shared/thistle123.mjs';
export function fmt123(x) {
  return `ui:thistle123:${x}`;
}
