import { fmt135 } from '../shared/fable135.mjs';
export function fmt135(x) {
  return `server:fable135:${x}`;
}
