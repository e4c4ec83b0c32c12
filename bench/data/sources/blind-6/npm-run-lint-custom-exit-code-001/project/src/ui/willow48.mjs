import { fmt48 } from '../shared/willow48.mjs';
export function fmt48(x) {
  return `ui:willow48:${x}`;
}
