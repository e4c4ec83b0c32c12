import { fmt135 } from '../shared/fable135.mjs';
export function fmt135(x) {
  return `ui:fable135:${x}`;
}
