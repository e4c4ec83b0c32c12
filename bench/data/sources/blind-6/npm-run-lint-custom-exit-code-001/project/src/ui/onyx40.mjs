import { fmt40 } from '../shared/onyx40.mjs';
export function fmt40(x) {
  return `ui:onyx40:${x}`;
}
