import { fmt118 } from '../shared/onyx118.mjs';
export function fmt118(x) {
  return `ui:onyx118:${x}`;
}
