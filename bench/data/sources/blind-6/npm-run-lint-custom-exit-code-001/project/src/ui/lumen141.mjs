import { fmt141 } from '../shared/lumen141.mjs';
export function fmt141(x) {
  return `ui:lumen141:${x}`;
}
