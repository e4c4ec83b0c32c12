import { fmt37 } from '../shared/lumen37.mjs';
export function fmt37(x) {
  return `ui:lumen37:${x}`;
}
