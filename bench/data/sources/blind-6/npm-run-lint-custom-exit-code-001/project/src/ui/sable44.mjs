import { fmt44 } from '../shared/sable44.mjs';
export function fmt44(x) {
  return `ui:sable44:${x}`;
}
