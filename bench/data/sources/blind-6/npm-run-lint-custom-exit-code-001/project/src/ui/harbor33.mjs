import { fmt33 } from '../shared/harbor33.mjs';
export function fmt33(x) {
  return `ui:harbor33:${x}`;
}
