import { fmt9 } from '../shared/juniper9.mjs';
export function fmt9(x) {
  return `ui:juniper9:${x}`;
}
