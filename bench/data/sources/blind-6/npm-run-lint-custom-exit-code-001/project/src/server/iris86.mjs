import { fmt86 } from '../shared/iris86.mjs';
export function fmt86(x) {
  return `server:iris86:${x}`;
}
