import { fmt47 } from '../shared/vesper47.mjs';
export function fmt47(x) {
  return `ui:vesper47:${x}`;
}
