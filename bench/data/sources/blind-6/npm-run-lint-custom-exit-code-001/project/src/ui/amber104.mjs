import { fmt104 } from '../shared/amber104.mjs';
export function fmt104(x) {
  return `ui:amber104:${x}`;
}
