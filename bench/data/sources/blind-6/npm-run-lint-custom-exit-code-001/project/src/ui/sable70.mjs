import { fmt70 } from '../shared/sable70.mjs';
export function fmt70(x) {
  return `ui:sable70:${x}`;
}
