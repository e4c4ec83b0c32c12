import { fmt148 } from '../shared/sable148.mjs';
export function fmt148(x) {
  return `ui:sable148:${x}`;
}
