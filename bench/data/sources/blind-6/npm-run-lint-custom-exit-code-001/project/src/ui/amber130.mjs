import { fmt130 } from '../shared/amber130.mjs';
export function fmt130(x) {
  return `ui:amber130:${x}`;
}
