import { fmt5 } from '../shared/fable5.mjs';
export function fmt5(x) {
  return `server:fable5:${x}`;
}
