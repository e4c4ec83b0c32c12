import { fmt109 } from '../shared/fable109.mjs';
export function fmt109(x) {
  return `server:fable109:${x}`;
}
