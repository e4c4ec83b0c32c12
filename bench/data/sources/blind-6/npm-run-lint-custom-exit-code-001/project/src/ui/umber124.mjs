import { fmt124 } from '../shared/umber124.mjs';
export function fmt124(x) {
  return `ui:umber124:${x}`;
}
