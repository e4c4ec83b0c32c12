import { fmt137 } from '../shared/harbor137.mjs';
export function fmt137(x) {
  return `ui:harbor137:${x}`;
}
