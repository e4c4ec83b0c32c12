import { fmt29 } from '../shared/delta29.mjs';
export function fmt29(x) {
  return `ui:delta29:${x}`;
}
