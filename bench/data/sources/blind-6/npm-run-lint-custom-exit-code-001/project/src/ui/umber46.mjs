import { fmt46 } from '../shared/umber46.mjs';
export function fmt46(x) {
  return `ui:umber46:${x}`;
}
