import { fmt99 } from '../shared/vesper99.mjs';
export function fmt99(x) {
  return `ui:vesper99:${x}`;
}
