import { fmt59 } from '../shared/harbor59.mjs';
export function fmt59(x) {
  return `ui:harbor59:${x}`;
}
