import { fmt31 } from '../shared/fable31.mjs';
export function fmt31(x) {
  return `server:fable31:${x}`;
}
