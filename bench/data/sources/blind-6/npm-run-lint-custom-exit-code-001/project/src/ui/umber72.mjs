import { fmt72 } from '../shared/umber72.mjs';
export function fmt72(x) {
  return `ui:umber72:${x}`;
}
