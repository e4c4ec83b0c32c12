import { fmt31 } from '../shared/fable31.mjs';
export function fmt31(x) {
  return `ui:fable31:${x}`;
}
