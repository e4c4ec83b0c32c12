import { fmt14 } from '../shared/onyx14.mjs';
export function fmt14(x) {
  return `ui:onyx14:${x}`;
}
