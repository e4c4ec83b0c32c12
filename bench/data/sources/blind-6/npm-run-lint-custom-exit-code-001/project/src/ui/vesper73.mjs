import { fmt73 } from '../shared/vesper73.mjs';
export function fmt73(x) {
  return `ui:vesper73:${x}`;
}
