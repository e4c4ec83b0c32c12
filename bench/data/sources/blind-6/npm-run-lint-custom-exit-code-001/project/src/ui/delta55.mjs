import { fmt55 } from '../shared/delta55.mjs';
export function fmt55(x) {
  return `ui:delta55:${x}`;
}
