import { fmt6 } from '../shared/garnet6.mjs';
export function fmt6(x) {
  return `ui:garnet6:${x}`;
}
