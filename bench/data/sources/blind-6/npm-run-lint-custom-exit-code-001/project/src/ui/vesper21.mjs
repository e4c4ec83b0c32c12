import { fmt21 } from '../shared/vesper21.mjs';
export function fmt21(x) {
  return `ui:vesper21:${x}`;
}
